import type { Page } from '@playwright/test';
import { languageOfPath } from '@travel/i18n/languages';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { expect, test } from './fixtures.ts';
import {
  notFoundPaths,
  outcomePaths,
  prerenderedPages,
  siteOrigin,
  sitemapPaths,
} from './pages.ts';

/**
 * Gate: the prerendered HTML, as a browser without JavaScript or a crawler gets it, is valid
 * (html-validate with apps/web/.htmlvalidate.mjs) and every page of the sitemap carries its own
 * title, description, canonical link and structured data.
 */

// React Router's shell for client-only routes: not a page (no route answers with it), so it
// has no <title> of its own.
const pages = prerenderedPages().filter((page) => page.path !== '/__spa-fallback');

test('every sitemap page and not-found page is prerendered', () => {
  for (const path of [...sitemapPaths, '/404', '/blog/__not-found', '/destinations/__not-found'])
    expect(
      pages.some((page) => page.path === path),
      `${path} has a prerendered HTML file`,
    ).toBe(true);
});

/** `/fr/about` → `fr`; a page without the prefix is the English one. */
const languageOf = (path: string) => languageOfPath(path);

const byLanguage = new Map<string, { path: string; file: string }[]>();
for (const page of prerenderedPages({ languages: true })) {
  if (page.path.endsWith('/__spa-fallback')) continue;
  const language = languageOf(page.path);
  byLanguage.set(language, [...(byLanguage.get(language) ?? []), page]);
}

// One test per language: some 35 pages each, and a report that names the language.
for (const [language, languagePages] of byLanguage) {
  test(`every prerendered page is valid HTML (${language})`, async () => {
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const problems: string[] = [];
    for (const page of languagePages) {
      const report = await validator.validateFile(page.file);
      for (const result of report.results)
        for (const message of result.messages)
          problems.push(
            `${page.path}: ${message.ruleId} ${message.message} (${message.selector ?? 'document'})`,
          );
    }
    expect(problems).toEqual([]);
  });
}

test('the HTML gate covers every page in each of the ten languages', () => {
  const english = byLanguage.get('en')?.length ?? 0;
  expect(byLanguage.size).toBe(10);
  for (const [language, languagePages] of byLanguage)
    expect(languagePages.length, `${language} pages`).toBe(english);
});

interface HeadFacts {
  titles: string[];
  description: string;
  canonical: string[];
  jsonLd: string[];
  robots: string;
  h1: number;
}

/** What a crawler reads of a page: fetched with JavaScript off. */
async function headFacts(page: Page, url: string): Promise<HeadFacts> {
  await page.goto(url);
  return page.evaluate(() => ({
    titles: [...document.head.querySelectorAll('title')].map(
      (title) => title.textContent?.trim() ?? '',
    ),
    description:
      document.head.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() ??
      '',
    canonical: [...document.head.querySelectorAll('link[rel="canonical"]')].map(
      (link) => link.getAttribute('href') ?? '',
    ),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => script.textContent ?? '',
    ),
    robots: document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '',
    h1: document.querySelectorAll('h1').length,
  }));
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  // One test reads every page of the sitemap: more than the default time on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('every sitemap page has its own title, description, canonical link and JSON-LD', async ({
    page,
    server,
  }) => {
    const seen = { title: new Map<string, string>(), description: new Map<string, string>() };
    for (const path of sitemapPaths) {
      const facts = await headFacts(page, `${server.url}${path}`);
      expect(facts.titles, `${path}: one <title>`).toHaveLength(1);
      const title = facts.titles[0] ?? '';
      expect(title, `${path}: <title>`).not.toBe('');
      expect(facts.description, `${path}: meta description`).not.toBe('');
      expect(facts.canonical, `${path}: one canonical link, to itself`).toEqual([
        `${siteOrigin}${path}`,
      ]);
      expect(facts.jsonLd.length, `${path}: JSON-LD scripts`).toBeGreaterThan(0);
      for (const source of facts.jsonLd) {
        const data = JSON.parse(source) as { '@context'?: string };
        expect(data['@context'], `${path}: JSON-LD @context`).toBe('https://schema.org');
      }
      expect(facts.h1, `${path}: one <h1>`).toBe(1);
      expect(facts.robots, `${path}: robots`).not.toContain('noindex');

      for (const [kind, value] of [
        ['title', title],
        ['description', facts.description],
      ] as const) {
        const other = seen[kind].get(value);
        expect(other, `${path} has the same ${kind} as ${other}`).toBeUndefined();
        seen[kind].set(value, path);
      }
    }
  });

  test('the not-found and form outcome pages have a title and stay out of search results', async ({
    page,
    server,
  }) => {
    for (const path of [...notFoundPaths, ...outcomePaths]) {
      const facts = await headFacts(page, `${server.url}${path}`);
      expect(facts.titles, `${path}: one <title>`).toHaveLength(1);
      expect(facts.titles[0], `${path}: <title>`).not.toBe('');
      expect(facts.h1, `${path}: one <h1>`).toBe(1);
      expect(facts.robots, `${path}: robots`).toContain('noindex');
    }
  });
});
