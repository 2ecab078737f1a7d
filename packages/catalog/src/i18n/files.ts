/// <reference types="node" />
/**
 * Reads the translation files of `content/i18n/<lang>/` and checks every language against
 * English. Node-only (it reads the file system): the prerender, the API, the tests and the CLI
 * call it, never the browser.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareText, type TranslationIssue } from './check.ts';
import {
  CATALOG_LANGUAGES,
  CATALOG_TEXT_FILES,
  SOURCE_LANGUAGE,
  type CatalogLanguage,
  type CatalogTextFile,
} from './spec.ts';

/**
 * Absolute path of `content/i18n/`, one folder per language. Beside this module when it runs from
 * the package; when a bundler has copied it into another build folder (the web app's server build
 * that prerenders), the folder of the installed package, as Node resolves it.
 */
export const CATALOG_TEXT_DIR: string = (() => {
  const own = fileURLToPath(new URL('../../content/i18n/', import.meta.url));
  if (existsSync(join(own, 'en'))) return own;
  try {
    const entry = createRequire(import.meta.url).resolve('@travel/catalog/i18n');
    const dir = join(dirname(entry), '../../content/i18n');
    if (existsSync(join(dir, 'en'))) return dir;
  } catch {
    // Not resolvable from here: keep the path beside this module.
  }
  return own;
})();

/** The parsed `<lang>/<file>.json`, or `undefined` when the language has no such file yet. */
export function readTextFile(
  lang: CatalogLanguage,
  file: CatalogTextFile,
  dir: string = CATALOG_TEXT_DIR,
): unknown {
  const path = join(dir, lang, `${file}.json`);
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch (error) {
    throw new Error(`${lang}/${file}.json: not valid JSON: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

/**
 * Every issue of one language against English: its files' errors and what is missing (a whole
 * file missing is one `missing` issue). Files English does not have are errors.
 */
export function checkLanguage(
  lang: CatalogLanguage,
  dir: string = CATALOG_TEXT_DIR,
): TranslationIssue[] {
  const issues: TranslationIssue[] = [];
  const folder = join(dir, lang);
  if (existsSync(folder)) {
    for (const name of readdirSync(folder)) {
      const file = name.replace(/\.json$/, '');
      if (!name.endsWith('.json') || !(CATALOG_TEXT_FILES as string[]).includes(file))
        issues.push({
          severity: 'error',
          file: `${lang}/${name}`,
          path: '',
          message: `English has no such file (files: ${CATALOG_TEXT_FILES.map((f) => `${f}.json`).join(', ')})`,
        });
    }
  }
  for (const file of CATALOG_TEXT_FILES) {
    const label = `${lang}/${file}.json`;
    const translation = readTextFile(lang, file, dir);
    if (translation === undefined) {
      issues.push({ severity: 'missing', file: label, path: '', message: 'no file yet' });
      continue;
    }
    issues.push(...compareText(file, label, readTextFile(SOURCE_LANGUAGE, file, dir), translation));
  }
  return issues;
}

/** The issues of every language but English, by language. Unknown language folders are errors. */
export function checkAllLanguages(
  dir: string = CATALOG_TEXT_DIR,
): Map<CatalogLanguage | string, TranslationIssue[]> {
  const result = new Map<CatalogLanguage | string, TranslationIssue[]>();
  for (const folder of existsSync(dir) ? readdirSync(dir) : []) {
    if (!(CATALOG_LANGUAGES as readonly string[]).includes(folder))
      result.set(folder, [
        {
          severity: 'error',
          file: `${folder}/`,
          path: '',
          message: `not a language of the site (${CATALOG_LANGUAGES.join(', ')})`,
        },
      ]);
  }
  for (const lang of CATALOG_LANGUAGES) {
    if (lang !== SOURCE_LANGUAGE) result.set(lang, checkLanguage(lang, dir));
  }
  return result;
}
