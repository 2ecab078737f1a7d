import { resolveSiteConfig } from '@travel/catalog';
import { baseTestConfig } from '@travel/vitest-config';
import { storybookProject } from '@travel/playwright-config/storybook';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
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
      // Every story is a test: it renders in Chromium, runs its play function and fails on
      // any accessibility violation (`a11y.test: 'error'`, from @travel/ui/storybook).
      storybookProject({
        name: 'storybook',
        configDir: '.storybook',
        extends: './.storybook/vite.config.ts',
      }),
    ],
  },
});
