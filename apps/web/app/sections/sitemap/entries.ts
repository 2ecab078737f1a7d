import type { SitemapEntry } from './xml.ts';

/** The legal pages: their `lastmod` is the date their text last changed. */
export const LEGAL_PATHS = ['/privacy', '/terms', '/disclaimer'] as const;

export interface SitemapSources {
  /** Every public page (`publicPaths` of app/prerender.ts). */
  publicPaths: readonly string[];
  /** When each page's own content last changed (`pageUpdates` of the catalog). */
  pageUpdates: Readonly<Record<string, string>>;
  /** Destinations, one page each at /destinations/{slug}, dated by their catalog entry. */
  destinations: readonly { slug: string; updated: string }[];
  /** Blog articles, one page each at /blog/{slug}, dated by their publication date. */
  articles: readonly { slug: string; date: string }[];
  /** The date of the legal texts (ISO). */
  legalLastUpdated: string;
}

const newest = (dates: readonly string[]): string | undefined =>
  dates.reduce<string | undefined>(
    (latest, date) => (latest === undefined || date > latest ? date : latest),
    undefined,
  );

/**
 * Every public URL of the site with its `lastmod`, each path once: the date its content last
 * changed, never the build date. Articles carry their publication date, destinations and static
 * pages the date the catalog records, the legal pages the date of their text. A page that lists
 * others shows their changes too: home and /blog the newest article, /destinations the newest
 * destination, /sitemap the newest of everything. A public page without a date stops the build.
 */
export function sitemapEntries(sources: SitemapSources): SitemapEntry[] {
  const legal = new Set<string>(LEGAL_PATHS);
  const newestArticle = newest(sources.articles.map((article) => article.date));
  const newestDestination = newest(sources.destinations.map((destination) => destination.updated));

  const ownDate = (path: string): string => {
    if (legal.has(path)) return sources.legalLastUpdated;
    const date = sources.pageUpdates[path];
    if (date === undefined) {
      throw new Error(
        `sitemap.xml: no date for ${path}; add it to pageUpdates in packages/catalog/src/data/pages.ts`,
      );
    }
    return date;
  };
  const listed: Readonly<Record<string, string | undefined>> = {
    '/': newestArticle,
    '/blog': newestArticle,
    '/destinations': newestDestination,
  };

  const byPath = new Map<string, string>();
  for (const destination of sources.destinations)
    byPath.set(`/destinations/${destination.slug}`, destination.updated);
  for (const article of sources.articles) byPath.set(`/blog/${article.slug}`, article.date);
  const pages = sources.publicPaths
    .filter((path) => !byPath.has(path))
    .map((path) => {
      const dates = [ownDate(path), listed[path]].filter(
        (date): date is string => date !== undefined,
      );
      return { path, lastmod: newest(dates)! };
    });

  const entries = [...pages, ...[...byPath].map(([path, lastmod]) => ({ path, lastmod }))];
  // The site map page links to every page: it changes whenever one of them does.
  const everything = newest(entries.map((entry) => entry.lastmod)) ?? '';
  return entries.map((entry) =>
    entry.path === '/sitemap' ? { ...entry, lastmod: newest([entry.lastmod, everything])! } : entry,
  );
}
