import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { resolveSiteConfig } from '@travel/catalog';
import { chromiumArgs, chromiumExecutable } from '@travel/playwright-config';
import { baseTestConfig } from '@travel/vitest-config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        define: {
          __SITE__: JSON.stringify(resolveSiteConfig({})),
          __LEAD_RETENTION_DAYS__: 'null',
        },
        test: {
          ...baseTestConfig,
          name: 'unit',
          include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['./test/setup.ts'],
        },
      },
      {
        // Every story is a test: it renders in Chromium, runs its play function and fails on
        // any accessibility violation (`a11y.test: 'error'`, from @travel/ui/storybook).
        extends: './.storybook/vite.config.ts',
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          testTimeout: baseTestConfig.testTimeout,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
