import { destinations, pageUpdates } from '@travel/catalog';
import { LANGUAGE_CODES } from '@travel/i18n';
import { articleLanguages, blogPosts } from '../lib/blog.server.ts';
import { publicPaths } from '../prerender.ts';
import { LEGAL_LAST_UPDATED } from '../sections/legal/constants.ts';
import { sitemapEntries } from '../sections/sitemap/entries.ts';
import { sitemapXml } from '../sections/sitemap/xml.ts';
import { site } from '../site.ts';
import blogStrings from '@travel/i18n/en/blog.json';
import { registerEnglish } from '../i18n.ts';

// This page's strings, in place before it first renders (prerender and hydration alike).
registerEnglish({ blog: blogStrings });

/**
 * /sitemap.xml, a resource route: prerendering writes its response to `sitemap.xml` in the
 * client build, which the API serves as a static file.
 */
export function loader() {
  const entries = sitemapEntries({
    publicPaths,
    pageUpdates,
    destinations,
    articles: blogPosts(),
    legalLastUpdated: LEGAL_LAST_UPDATED,
  });
  // Every page in every language, each with its alternates (issue 26); an article only in the
  // languages it is written in (issue 27).
  const writtenIn = (path: string) =>
    path.startsWith('/blog/') ? articleLanguages(path.slice('/blog/'.length)) : undefined;
  return new Response(sitemapXml(site.origin, entries, LANGUAGE_CODES, writtenIn), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
