import type { TestProjectInlineConfiguration } from 'vitest/config';

/** A Vitest project running every story of the Storybook in `configDir` as a test in Chromium. */
export declare function storybookProject(options: {
  name: string;
  configDir: string;
  /** A Vite config the stories need. */
  extends?: string;
  /** Stories shown in this Storybook but tested elsewhere. */
  exclude?: string[];
}): TestProjectInlineConfiguration;
