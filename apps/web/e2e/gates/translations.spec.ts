import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { checkAllLanguages } from '@travel/catalog/i18n';
import { buildRoot, prerenderedPages } from './pages.ts';
import { readHtml, readableStrings, untranslated } from './untranslated.ts';

/**
 * Gate: no page in another language shows an interface string, or catalog text, in English.
 *
 * Reads the prerendered HTML of each page (what a visitor gets first, and what hydration must
 * agree with) in English and in each other language, with a DOM parser rather than a browser:
 * some 460 documents are read in seconds, and no script can hide a string. Any readable text of
 * the other language's page that is also a text of the English page fails, unless it is inside
 * an element marked `lang="en"` (travelers' own words, articles in English only, and catalog text
 * a language lacks) or reads the same in every language (e2e/gates/untranslated.ts, whose
 * commented allowlist names the catalog's proper names and brands). Catalog text (issue 27) is in
 * the page's language and checked like the rest; in every language whose catalog is complete
 * (`i18n-status` reports nothing missing but articles), no page may fall back to English. What appears only after an interaction (the
 * quiz's later steps, a form's errors) is walked in a browser by e2e/translations.spec.ts.
 */

/** Every language but English (packages/i18n LANGUAGES; its JSON modules do not load here). */
const languages = ['es', 'fr', 'de', 'it', 'pt', 'zh', 'ja', 'ko', 'ar'];

/** The staff inbox is for the agency, in English only (packages/i18n ENGLISH_ONLY_NAMESPACES). */
const pages = prerenderedPages().filter(
  (page) => !page.path.startsWith('/staff') && page.path !== '/__spa-fallback',
);

/** The file of `path` in `code`: the page at its address in that language (`/de/faq`). */
const localizedFile = (path: string, code: string) =>
  join(buildRoot, code, path === '/' ? '' : path.slice(1), 'index.html');

test('every page has a prerendered copy in each other language', () => {
  expect(pages.length).toBeGreaterThan(30);
  for (const page of pages)
    for (const code of languages)
      expect(existsSync(localizedFile(page.path, code)), `${page.path} in ${code}`).toBe(true);
});

/**
 * The languages whose catalog text is complete (`pnpm --filter @travel/catalog i18n-status`: no
 * catalog file missing or short; articles stay English originals until translated). Only these
 * must show no English fallback; a language still being translated shows its gaps marked
 * `lang="en"` with the notice, as issue 27 wants.
 */
const completeLanguages = [...checkAllLanguages()]
  .filter(
    ([code, issues]) =>
      languages.includes(code) && !issues.some((issue) => !issue.file.startsWith('blog/')),
  )
  .map(([code]) => code);

test('the languages whose catalog is complete show no catalog text in English', () => {
  // Today every language is complete; the gate still names the ones it holds to it.
  expect(completeLanguages).toEqual(languages);
  const fallbacks: string[] = [];
  for (const page of pages)
    for (const code of completeLanguages)
      if (readHtml(localizedFile(page.path, code)).includes('data-catalog-fallback'))
        fallbacks.push(`${code}${page.path}`);
  expect(fallbacks, 'pages showing catalog text in English (translate it)').toEqual([]);
});

for (const page of pages) {
  test(`${page.path} shows no English interface string in another language`, () => {
    const english = new Set(readableStrings(readHtml(page.file)));
    const problems: string[] = [];
    for (const code of languages) {
      const localized = readHtml(localizedFile(page.path, code));
      for (const text of untranslated(english, localized, code)) problems.push(`${code}: ${text}`);
    }
    expect(
      problems,
      'strings still in English (translate, or mark catalog prose lang="en")',
    ).toEqual([]);
  });
}
