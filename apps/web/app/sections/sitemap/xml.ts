import { DEFAULT_LANGUAGE, type LanguageCode, localizedPath } from '@travel/i18n';
import { escapeUTF8 as escapeXml } from 'entities/escape';

/** One URL of the XML sitemap: a path on the site and the date its content last changed. */
export interface SitemapEntry {
  path: string;
  /** ISO date, YYYY-MM-DD. */
  lastmod: string;
}

/**
 * A sitemaps.org `urlset` with absolute URLs on `origin` (which has no trailing slash): every
 * entry in each of `languages` (English at the root, the others under their code), each URL with
 * the `xhtml:link` alternates of its whole language group and `x-default` (the default
 * language), as search engines read them. 50,000 URLs is the protocol's limit for one file: with
 * ten languages, 5,000 pages — far from this site's size, so one file. `writtenIn` narrows a
 * page to the languages it is written in (a blog article in English only: issue 27), which are
 * then its only URLs and its whole group.
 */
export function sitemapXml(
  origin: string,
  entries: readonly SitemapEntry[],
  allLanguages: readonly LanguageCode[] = [DEFAULT_LANGUAGE],
  writtenIn: (path: string) => readonly LanguageCode[] | undefined = () => undefined,
): string {
  const languages = allLanguages;
  const url = (path: string) => escapeXml(`${origin}${path}`);
  const urls = entries.flatMap(({ path, lastmod }) => {
    const written = writtenIn(path);
    const group = written ? languages.filter((code) => written.includes(code)) : languages;
    const alternates =
      languages.length > 1
        ? [
            ...group.map(
              (code) =>
                `    <xhtml:link rel="alternate" hreflang="${code}" href="${url(localizedPath(path, code))}"/>`,
            ),
            `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(localizedPath(path, DEFAULT_LANGUAGE))}"/>`,
          ]
        : [];
    return group.map((code) =>
      [
        '  <url>',
        `    <loc>${url(localizedPath(path, code))}</loc>`,
        `    <lastmod>${escapeXml(lastmod)}</lastmod>`,
        ...alternates,
        '  </url>',
      ].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    languages.length > 1
      ? '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'
      : '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: every crawler may fetch everything; the sitemap says what there is. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
