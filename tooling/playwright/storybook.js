import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumExecutable } from './index.js';

/**
 * A Vitest project in which every story of a Storybook is a test: it renders in Chromium
 * (the system one when present, see `chromiumExecutable`), runs its play function and
 * fails on any accessibility violation (`a11y.test: 'error'`, from @travel/ui/storybook).
 *
 * @param {{ name: string, configDir: string, extends?: string, exclude?: string[] }} options
 *   `configDir` is the Storybook's folder; `extends`, a Vite config the stories need; `exclude`,
 *   stories shown in this Storybook but tested elsewhere.
 */
export function storybookProject({ name, configDir, extends: viteConfig, exclude }) {
  return {
    ...(viteConfig ? { extends: viteConfig } : {}),
    plugins: [storybookTest({ configDir })],
    test: {
      name,
      ...(exclude ? { exclude } : {}),
      // The first story of a project waits for Vite to transform the Storybook and what it
      // imports: 20 s on a loaded 2-core CI machine, over the unit tests' 15 s.
      testTimeout: 60_000,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
        }),
        instances: [{ browser: /** @type {const} */ ('chromium') }],
        // CI runs every package's tests at once on two cores: the UI package's two Storybook
        // projects (light, dark) start their Chromium while the web app's and the API's tests
        // run, and a session once took longer than Vitest's default minute to connect.
        connectTimeout: 180_000,
      },
    },
  };
}
