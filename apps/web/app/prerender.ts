import { destinations } from '@travel/catalog';
import { LANGUAGE_CODES, localizedPath } from '@travel/i18n/languages';
import { OUTCOME_PATHS, RESERVED_PATHS, sectionNotFoundPath } from '@travel/schemas';
import { blogPosts } from './lib/blog-content.server.ts';

/** Pages every visitor can reach; they are listed in the sitemap too. */
export const publicPaths: string[] = [
  '/',
  '/faq',
  '/tools',
  '/shop',
  '/print-store',
  '/destinations',
  '/privacy',
  '/terms',
  '/disclaimer',
  '/sitemap',
  '/services',
  '/services/all',
  '/experiences',
  '/about',
  '/blog',
  '/contact',
  '/flight-booking',
  '/quiz',
];

/** One page per catalog destination, /destinations/{slug}; the sitemap lists them too. */
export const destinationPaths = destinations.map(
  (destination) => `/destinations/${destination.slug}`,
);

/** One page per blog article, /blog/{slug}, from the catalog's Markdown; the sitemap lists them too. */
export const blogArticlePaths = blogPosts().map((post) => `/blog/${post.slug}`);

/**
 * The blog's Article Not Found page (app/routes/blog-post.tsx), prerendered for the server to
 * answer unknown /blog/… addresses with, status 404. Not in the sitemap. (The RSS feed, English,
 * is prerendered once, `prerenderPaths`.)
 */
export const blogExtraPaths = [sectionNotFoundPath('blog')];

/**
 * The destination page's not-found state (app/routes/destination.tsx), prerendered for the server
 * to answer unknown /destinations/… addresses with, status 404. Not in the sitemap.
 */
export const destinationExtraPaths = [sectionNotFoundPath('destinations')];

/**
 * Pages only a form's outcome leads to (the API's 303s; `OUTCOME_PAGES` of @travel/schemas): prerendered,
 * but kept out of the sitemap. Each form and each reason of failure has its own page.
 */
export const outcomePaths = OUTCOME_PATHS;

/** Every page of the site in English: each also exists in every other language. */
export const pagePaths: string[] = [
  ...publicPaths,
  ...destinationPaths,
  ...destinationExtraPaths,
  ...blogArticlePaths,
  ...blogExtraPaths,
  ...outcomePaths,
  RESERVED_PATHS.notFound,
];

/** The addresses of a page in every language: `/faq`, `/es/faq`, … `/ar/faq` (issue 26). */
export const inEveryLanguage = (path: string): string[] =>
  LANGUAGE_CODES.map((code) => localizedPath(path, code));

/**
 * Every URL written to static HTML at build time: every page in every language, grouped by
 * language (the server entry renders one language at a time, app/entry.server.tsx). `/404` is
 * the catch-all route's page, which the server answers, with status 404, for any path it does
 * not know (`/de/404` for any under `/de/`).
 */
export async function prerenderPaths(): Promise<string[]> {
  return [
    ...LANGUAGE_CODES.flatMap((code) => pagePaths.map((path) => localizedPath(path, code))),
    ...inEveryLanguage('/blog/rss.xml'),
    '/sitemap.xml',
    '/robots.txt',
  ];
}
