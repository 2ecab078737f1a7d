import {
  DEFAULT_LANGUAGE,
  addEnglish,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  DEFAULT_NAMESPACE,
  changeLanguage,
  createBareI18n,
  createI18n,
  directionOf,
  isLanguageCode,
  type EnglishBundles,
  type LanguageCode,
} from '@travel/i18n';
import { siteVariables } from './site.ts';

/**
 * The `<script type="application/json">` in which a page prerendered in English carries the
 * English `common` dictionary (root.tsx): the shell's strings arrive as data in the HTML rather
 * than in the JavaScript every page runs before it is interactive. A page in another language
 * loads that language's dictionaries whole, `common` included (`prepareLanguage`).
 */
export const PAGE_DICTIONARY_ID = 'page-dictionary';

/**
 * One instance for the page. It starts in English with `common` (the shell): bundled on the
 * server, read from the page on the client (`PAGE_DICTIONARY_ID`); each route module registers
 * its own English namespace with `registerEnglish`, so a page ships only the dictionaries it
 * shows. A page prerendered in another language (the build renders every page in every
 * language, see scripts/language-pages.ts) switches to it before hydrating (`prepareLanguage`),
 * so the first client render reads what the HTML shows.
 */
export const i18n = import.meta.env.SSR
  ? createI18n({}, siteVariables)
  : createBareI18n(dictionaryInPage(), siteVariables);

/** The English `common` a prerendered page carries, if this page carries it. */
function dictionaryInPage(): EnglishBundles {
  const text = document.getElementById(PAGE_DICTIONARY_ID)?.textContent;
  if (!text) return {};
  try {
    return { [DEFAULT_NAMESPACE]: JSON.parse(text) as EnglishBundles['common'] };
  } catch {
    // Unreadable: `prepareLanguage` loads the dictionaries instead.
    return {};
  }
}

/**
 * The text of the page's dictionary script: the English `common` as JSON, on the server for a
 * page in English (`null` otherwise); in the browser, the text the page arrived with, so that
 * hydration renders it unchanged.
 */
export function pageDictionaryText(language: LanguageCode): string | null {
  if (!import.meta.env.SSR) return document.getElementById(PAGE_DICTIONARY_ID)?.textContent ?? null;
  if (language !== DEFAULT_LANGUAGE) return null;
  // `<` escaped: no `</script>` in a string can end the element early.
  return JSON.stringify(i18n.getResourceBundle(DEFAULT_LANGUAGE, DEFAULT_NAMESPACE)).replace(
    /</g,
    '\\u003c',
  );
}

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

/**
 * Before hydration: load the dictionaries of the page's language and switch to it. An English
 * page has what it shows already (`common` from the page, its own namespace from its route
 * module), unless it came without its dictionary: then all of English loads.
 */
export async function prepareLanguage(): Promise<void> {
  const code = pageLanguage();
  if (code !== i18n.language || !i18n.hasResourceBundle(code, DEFAULT_NAMESPACE)) {
    await changeLanguage(i18n, code);
  }
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
