import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// The Storybook these stories are tested in (vitest.config.ts). They are read in the design
// system's Storybook (packages/ui), which collects them beside its components.
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  features: { backgrounds: false },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      optimizeDeps: {
        // Found late (by compiled .css.ts files, the social card's story): without this Vite
        // re-optimises and reloads the page mid-run, and a fresh test run fails on the reload.
        include: ['@travel/ui > @vanilla-extract/recipes/createRuntimeFn', 'react-dom/server'],
      },
    });
  },
};

export default config;
