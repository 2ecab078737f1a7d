import { destinations } from '@travel/catalog';
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
 * The blog's RSS feed, and its Article Not Found page (app/routes/blog-post.tsx), prerendered for
 * the server to answer unknown /blog/… addresses with, status 404. Neither is in the sitemap.
 */
export const blogExtraPaths = ['/blog/rss.xml', sectionNotFoundPath('blog')];

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

/**
 * Every URL written to static HTML at build time. `/404` is the catch-all route's page,
 * which the server answers, with status 404, for any path it does not know.
 */
export async function prerenderPaths(): Promise<string[]> {
  return [
    ...publicPaths,
    ...destinationPaths,
    ...destinationExtraPaths,
    ...blogArticlePaths,
    ...blogExtraPaths,
    ...outcomePaths,
    RESERVED_PATHS.notFound,
    '/sitemap.xml',
    '/robots.txt',
  ];
}
