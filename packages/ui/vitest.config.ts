import { baseTestConfig } from '@travel/vitest-config';
import { storybookProject } from '@travel/playwright-config/storybook';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The illustrations' stories are shown in this Storybook but tested by their own package
// (packages/illustrations/vitest.config.ts), which turbo re-runs when they change.
const ILLUSTRATIONS = ['../illustrations/**'];

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
      storybookProject({ name: 'storybook', configDir: '.storybook', exclude: ILLUSTRATIONS }),
      storybookProject({
        name: 'storybook-dark',
        configDir: '.storybook-dark',
        exclude: ILLUSTRATIONS,
      }),
    ],
  },
});
