import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // The design system's Storybook: the drawings of @travel/illustrations and the e-mails of
  // @travel/emails are reviewed here too, beside the components. (@travel/illustrations and
  // apps/web have a Storybook of their own, for working on that package alone.)
  stories: [
    '../src/**/*.stories.@(ts|tsx)',
    '../../illustrations/src/**/*.stories.@(ts|tsx)',
    '../../emails/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  features: {
    // The theme toolbar paints the canvas (the body takes `vars.color.surface`), so a separate
    // backgrounds switch could only show a component on a background it never sits on.
    backgrounds: false,
  },
  core: { disableTelemetry: true },
  // The TypeScript-based docgen resolves `(typeof buttonVariants)[number]` to its union, so the
  // docs tables list the options instead of `unknown[number]`.
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      optimizeDeps: {
        // Only the compiled .css.ts files import it, so Vite finds it late, re-optimises and
        // reloads the page mid-run: a fresh test run would fail on the reload.
        include: ['@vanilla-extract/recipes/createRuntimeFn'],
      },
    });
  },
};

export default config;
