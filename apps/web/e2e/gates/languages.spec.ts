import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  directionOf,
  languageOfPath,
  localizedPath,
  type LanguageCode,
} from '@travel/i18n/languages';
import { blogTranslations } from '@travel/catalog/blog';
import { JSDOM } from 'jsdom';
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import {
  prerenderedPages,
  siteOrigin,
  sitemapPaths,
  sitemapPathsInEveryLanguage,
} from './pages.ts';

/**
 * Gate: every language at its own address, as search engines read it (issue 26).
 *
 * - Every URL of the sitemap answers 200, the same HTML whoever asks (no cookie or
 *   Accept-Language changes it), with the right `<html lang dir>`, a canonical link to itself
 *   and a complete, reciprocal hreflang group: each version lists every version, itself
 *   included, and `x-default` (English).
 * - No internal link or form of any prerendered page leaves the page's language, except the
 *   language switcher's and the suggestion's (marked `hreflang`).
 * - The sitemap lists every page in every language: URLs = pages × languages.
 */

const absolute = (path: string) => `${siteOrigin}${path}`;

/**
 * The languages a page exists in: all of them, but an article only in those it is written in
 * (issue 27: an English-only article's other-language pages point to the English one and are
 * left out of the sitemap and the hreflang group).
 */
const articleLanguages = blogTranslations();
function versionsOf(path: string): readonly LanguageCode[] {
  const article = /^\/blog\/([^/]+)$/.exec(path);
  const written = article ? articleLanguages.get(article[1]!) : undefined;
  return written ?? LANGUAGE_CODES;
}

interface Head {
  lang: string;
  dir: string;
  canonical: string[];
  /** hreflang → href of the page's alternates. */
  alternates: Map<string, string>;
}

function headOf(html: string): Head {
  const { document } = new JSDOM(html).window;
  const root = document.documentElement;
  const alternates = new Map<string, string>();
  for (const link of document.querySelectorAll('link[rel="alternate"][hreflang]'))
    alternates.set(link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? '');
  return {
    lang: root.getAttribute('lang') ?? '',
    dir: root.getAttribute('dir') ?? '',
    canonical: [...document.querySelectorAll('link[rel="canonical"]')].map(
      (link) => link.getAttribute('href') ?? '',
    ),
    alternates,
  };
}

test('the sitemap lists every page in every language: pages × languages', () => {
  expect(sitemapPaths.length).toBeGreaterThan(30);
  const versions = sitemapPaths.flatMap((path) =>
    versionsOf(path).map((code) => localizedPath(path, code)),
  );
  // Pages × languages, less the languages an article is not written in.
  expect([...sitemapPathsInEveryLanguage].sort()).toEqual(versions.sort());
});

test('every sitemap URL answers 200 in its language, self-canonical, with its whole hreflang group', async ({
  request,
  server,
}) => {
  test.setTimeout(300_000);
  const heads = new Map<string, Head>();
  const problems: string[] = [];
  for (const path of sitemapPathsInEveryLanguage) {
    const response = await request.get(`${server.url}${path}`);
    if (response.status() !== 200) {
      problems.push(`${path}: HTTP ${response.status()}`);
      continue;
    }
    const html = await response.text();
    const head = headOf(html);
    heads.set(path, head);
    const language = languageOfPath(path);
    if (head.lang !== language) problems.push(`${path}: lang="${head.lang}"`);
    if (head.dir !== directionOf(language)) problems.push(`${path}: dir="${head.dir}"`);
    if (head.canonical.length !== 1 || head.canonical[0] !== absolute(path))
      problems.push(`${path}: canonical ${head.canonical.join(', ')}`);
  }
  // Reciprocal: every version names every version (itself included) and the same x-default.
  for (const [path, head] of heads) {
    const expected = new Map<string, string>([
      ...versionsOf(localizedPath(path, DEFAULT_LANGUAGE)).map((code): [string, string] => [
        code,
        absolute(localizedPath(path, code)),
      ]),
      ['x-default', absolute(localizedPath(path, DEFAULT_LANGUAGE))],
    ]);
    expect
      .soft([...head.alternates.entries()].sort(), `${path} alternates`)
      .toEqual([...expected.entries()].sort());
    for (const [code, href] of head.alternates) {
      if (code === 'x-default') continue;
      const other = heads.get(new URL(href).pathname);
      if (!other) problems.push(`${path}: alternate ${href} is not in the sitemap`);
      else if (other.alternates.get(languageOfPath(path)) !== absolute(path))
        problems.push(`${href} does not list ${path} back`);
    }
  }
  expect(problems).toEqual([]);
});

test('what a URL answers never depends on a cookie or the browser’s language', async ({
  request,
  server,
}) => {
  for (const path of ['/', '/de/contact', '/ar/destinations', '/faq']) {
    const plain = await (await request.get(`${server.url}${path}`)).text();
    const variants: Record<string, string>[] = [
      { cookie: 'language=ar' },
      { 'accept-language': 'de-DE,de;q=0.9' },
      { cookie: 'language=ja', 'accept-language': 'ko' },
    ];
    for (const headers of variants) {
      const response = await request.get(`${server.url}${path}`, { headers });
      expect(response.status(), `${path} ${JSON.stringify(headers)}`).toBe(200);
      expect(await response.text(), `${path} ${JSON.stringify(headers)}`).toBe(plain);
      expect(response.headers().vary ?? '').not.toMatch(/cookie|accept-language/i);
    }
  }
  for (const path of ['/__lang/de/', '/__lang/de/contact'])
    expect((await request.get(`${server.url}${path}`)).status(), path).toBe(404);
});

/** A page of the site a link or form leads to, as a path; null for files, the API, other sites. */
function pageTarget(href: string, from: string): string | null {
  let url: URL;
  try {
    url = new URL(href, `${siteOrigin}${from}`);
  } catch {
    return null;
  }
  if (url.origin !== siteOrigin) return null;
  if (/^\/(?:api|assets|social|scenes|staff)(?:\/|$)/.test(url.pathname)) return null;
  // Files (feeds, the sitemap, icons) are one for every language.
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return null;
  return url.pathname;
}

/** The pages of one language, one test each: a report that names the language. */
const allPages = prerenderedPages({ languages: true }).filter(
  (page) => !page.path.endsWith('/__spa-fallback'),
);

for (const code of LANGUAGE_CODES) {
  test(`no internal link or form leaves the page’s language (${code})`, () => {
    const pages = allPages.filter((page) => languageOfPath(page.path) === code);
    expect(pages.length).toBeGreaterThan(30);
    const problems: string[] = [];
    for (const page of pages) {
      const { document } = new JSDOM(readFileSync(page.file, 'utf8')).window;
      const targets: [string, string][] = [];
      for (const anchor of document.querySelectorAll('a[href]')) {
        // The language switcher's links go to the other versions, on purpose.
        if (anchor.hasAttribute('hreflang')) continue;
        targets.push(['a', anchor.getAttribute('href') ?? '']);
      }
      for (const form of document.querySelectorAll('form[action]'))
        targets.push(['form', form.getAttribute('action') ?? '']);
      for (const [kind, href] of targets) {
        const target = pageTarget(href, page.path);
        if (target !== null && languageOfPath(target) !== (code as LanguageCode))
          problems.push(`${page.path}: <${kind}> ${href}`);
      }
    }
    expect(problems).toEqual([]);
  });
}
