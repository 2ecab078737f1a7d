import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';

const config: StorybookConfig = {
  framework: {
    name: '@storybook/react-vite',
    options: {
      // Not the app's vite.config.ts: its React Router plugin wants to own the whole app. The
      // Storybook config has what sections need (vanilla-extract, the site config, the blog).
      builder: { viteConfigPath: fileURLToPath(new URL('./vite.config.ts', import.meta.url)) },
    },
  },
  stories: ['../app/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  features: {
    // The theme toolbar paints the canvas, as in the design system's Storybook.
    backgrounds: false,
  },
  core: { disableTelemetry: true },
};

export default config;
