/**
 * Dictionary namespaces: `common` holds the shell and shared interface strings, the others
 * one page (or family of pages) each, so pages can be worked on without touching each other.
 * After adding one, run `node scripts/sync-namespaces.mjs`.
 */
export const NAMESPACES = [
  'common',
  'home',
  'services',
  'experiences',
  'about',
  'legal',
  'destinations',
  'blog',
  'faq',
  'tools',
  'shop',
  'quiz',
  'contact',
  'flight',
  'pages',
  'emails',
  'api',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

/**
 * Namespaces of the agency's own pages (the staff inbox), in English only: each is imported by
 * the pages that show it (`@travel/i18n/en/<name>.json`) and is in no language's chunk, so no
 * public page ever downloads it, and the every-language test does not ask for translations.
 * Keep this list after `NAMESPACES`: scripts/sync-namespaces.mjs reads the first list only.
 */
export const ENGLISH_ONLY_NAMESPACES = ['staff'] as const;

export type EnglishOnlyNamespace = (typeof ENGLISH_ONLY_NAMESPACES)[number];

export const DEFAULT_NAMESPACE = 'common';
