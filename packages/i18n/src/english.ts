import enResources from './en/index.ts';
import staff from './en/staff.json';
import type { Resources } from './resources.ts';

/**
 * Every English namespace, statically imported (the English-only ones too): for tests,
 * Storybook and tools. The web app does not import it; it bundles `common` (through
 * `createI18n`) and each page's own namespace.
 */
export const en: Resources = { ...enResources, staff };
