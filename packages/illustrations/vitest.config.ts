import { baseTestConfig } from '@travel/vitest-config';
import { storybookProject } from '@travel/playwright-config/storybook';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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
      // Every story is a test, as in @travel/ui: it renders in Chromium, runs its play function
      // and fails on any accessibility violation — once in the light theme, once in the dark.
      storybookProject({ name: 'storybook', configDir: '.storybook' }),
      storybookProject({ name: 'storybook-dark', configDir: '.storybook-dark' }),
    ],
  },
});
