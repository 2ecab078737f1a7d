import { escapeUTF8 as escapeXml } from 'entities/escape';

/** One URL of the XML sitemap: a path on the site and the date its content last changed. */
export interface SitemapEntry {
  path: string;
  /** ISO date, YYYY-MM-DD. */
  lastmod: string;
}

/** A sitemaps.org `urlset` with absolute URLs on `origin` (which has no trailing slash). */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    ({ path, lastmod }) =>
      `  <url>\n    <loc>${escapeXml(`${origin}${path}`)}</loc>\n    <lastmod>${escapeXml(lastmod)}</lastmod>\n  </url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: every crawler may fetch everything; the sitemap says what there is. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
