import enResources from './en/index.ts';

/**
 * Every English namespace, statically imported: for tests, Storybook and tools. The web app
 * does not import it; it bundles `common` (through `createI18n`) and each page's own namespace.
 */
export const en = enResources;
