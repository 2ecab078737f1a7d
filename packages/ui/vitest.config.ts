import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumArgs, chromiumExecutable } from '@travel/playwright-config';
import { baseTestConfig } from '@travel/vitest-config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

function storybookProject(name: string, configDir: string) {
  return {
    plugins: [storybookTest({ configDir })],
    test: {
      name,
      // The illustrations' stories are shown in this Storybook but tested by their own
      // package (packages/illustrations/vitest.config.ts), which turbo re-runs when they change.
      exclude: ['../illustrations/**'],
      testTimeout: baseTestConfig.testTimeout,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
        }),
        instances: [{ browser: 'chromium' as const }],
      },
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [vanillaExtractPlugin(), react()],
        test: {
          ...baseTestConfig,
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./test/setup.ts'],
        },
      },
      // Every story is a test: it renders in Chromium, runs its play function and fails on
      // any accessibility violation (`a11y.test: 'error'` in .storybook/preview.tsx) — once in
      // the light theme and once in the dark one.
      storybookProject('storybook', '.storybook'),
      storybookProject('storybook-dark', '.storybook-dark'),
    ],
  },
});
