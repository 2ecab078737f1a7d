import { baseTestConfig } from '@travel/vitest-config';
import { storybookProject } from '@travel/playwright-config/storybook';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { siteDefines } from './site-defines.ts';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        define: {
          ...siteDefines({}),
          __LEAD_RETENTION_DAYS__: 'null',
        },
        // The loaders' catalog in English without the file system, which jsdom's URL cannot
        // reach (.storybook/catalog-i18n-english.ts); the browser tests cover the languages.
        resolve: {
          alias: {
            '@travel/catalog/i18n': fileURLToPath(
              new URL('.storybook/catalog-i18n-english.ts', import.meta.url),
            ),
          },
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
