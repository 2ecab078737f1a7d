import {
  DEFAULT_LANGUAGE,
  addEnglish,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  changeLanguage,
  createI18n,
  directionOf,
  isLanguageCode,
  type EnglishBundles,
  type LanguageCode,
} from '@travel/i18n';
import { siteVariables } from './site.ts';

/**
 * One instance for the page. It starts in English and bundles `common` (the shell); each route
 * module registers its own English namespace with `registerEnglish`, so a page ships only the
 * dictionaries it shows. A page prerendered in another language (the build renders every page
 * in every language, see scripts/language-pages.ts) switches to it before hydrating
 * (`prepareLanguage`), so the first client render reads what the HTML shows.
 */
export const i18n = createI18n({}, siteVariables);

/** Registers English namespaces at import of a route module, before it first renders. */
export function registerEnglish(bundles: EnglishBundles): void {
  addEnglish(i18n, bundles);
}

/** The language the visitor chose on an earlier visit, if any. */
export function storedLanguage(): LanguageCode | undefined {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguageCode(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The language the server prerendered this page in: `<html lang>`. */
export function pageLanguage(): LanguageCode {
  const lang = document.documentElement.lang;
  return isLanguageCode(lang) ? lang : DEFAULT_LANGUAGE;
}

/** Before hydration: load the dictionaries of the page's language and switch to it. */
export async function prepareLanguage(): Promise<void> {
  const code = pageLanguage();
  if (code !== i18n.language) await changeLanguage(i18n, code);
}

/**
 * Remembers the language in this browser and tells the server, so the next pages arrive
 * prerendered in it (a year's cookie; none for English, the default).
 */
export function persistLanguage(code: LanguageCode): void {
  try {
    if (code === DEFAULT_LANGUAGE) localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    else localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Without storage the cookie alone carries the choice.
  }
  const value = code === DEFAULT_LANGUAGE ? '; Max-Age=0' : `${code}; Max-Age=31536000`;
  document.cookie = `${LANGUAGE_COOKIE}=${value}; Path=/; SameSite=Lax`;
}

/** Switches the interface language, remembers it, and updates `<html lang dir>`. */
export async function chooseLanguage(code: LanguageCode): Promise<void> {
  await changeLanguage(i18n, code);
  document.documentElement.lang = code;
  document.documentElement.dir = directionOf(code);
  persistLanguage(code);
}
