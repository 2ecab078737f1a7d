import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { buildRoot, prerenderedPages } from './pages.ts';
import { readHtml, readableStrings, untranslated } from './untranslated.ts';

/**
 * Gate: no page in another language shows an interface string in English.
 *
 * Reads the prerendered HTML of each page (what a visitor gets first, and what hydration must
 * agree with) in English and in each other language, with a DOM parser rather than a browser:
 * some 460 documents are read in seconds, and no script can hide a string. Any readable text of
 * the other language's page that is also a text of the English page fails, unless it is inside
 * an element marked `lang="en"` (catalog prose, which exists in English only) or reads the same
 * in every language (e2e/gates/untranslated.ts). What appears only after an interaction (the
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
