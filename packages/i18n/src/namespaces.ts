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
] as const;

export type Namespace = (typeof NAMESPACES)[number];

export const DEFAULT_NAMESPACE = 'common';
