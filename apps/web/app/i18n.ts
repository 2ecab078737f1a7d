import {
  DEFAULT_LANGUAGE,
  addEnglish,
  LANGUAGE_STORAGE_KEY,
  DEFAULT_NAMESPACE,
  changeLanguage,
  createBareI18n,
  createI18n,
  isLanguageCode,
  type EnglishBundles,
  type LanguageCode,
  type Namespace,
} from '@travel/i18n';
import { siteVariables } from './site.ts';

/**
 * The `<script type="application/json">` in which a page prerendered in English carries its
 * English dictionaries (root.tsx): `common` (the shell) and the page's own namespaces (its
 * route's `handle`, `pageStrings`). They arrive as data in the HTML rather than in the
 * JavaScript the page runs before it is interactive. A page in another language loads that
 * language's dictionaries whole (`prepareLanguage`).
 */
export const PAGE_DICTIONARY_ID = 'page-dictionary';

/**
 * One instance for the page, in English with `common`: bundled on the server, read from the
 * page in the browser (`PAGE_DICTIONARY_ID`). Each route module adds its own namespaces
 * (`pageStrings`), so a page ships only the dictionaries it shows. A page prerendered in another
 * language (the build renders every page in every language, see scripts/language-pages.ts)
 * switches to it before hydrating (`prepareLanguage`), so the first client render reads what
 * the HTML shows.
 */
export const i18n = import.meta.env.SSR
  ? createI18n({}, siteVariables)
  : createBareI18n(dictionariesInPage(), siteVariables);

/** The English dictionaries a prerendered page carries, if this page carries them. */
function dictionariesInPage(): EnglishBundles {
  const text = document.getElementById(PAGE_DICTIONARY_ID)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as EnglishBundles;
  } catch {
    // Unreadable: `prepareLanguage` and `pageStrings` load them instead.
    return {};
  }
}

/**
 * The text of the page's dictionary script: on the server, for a page in English, `common` and
 * the page's `namespaces` as JSON (`null` for a page in another language); in the browser, the
 * text the page arrived with, so that hydration renders it unchanged.
 */
export function pageDictionaryText(
  language: LanguageCode,
  namespaces: readonly Namespace[],
): string | null {
  if (!import.meta.env.SSR) return document.getElementById(PAGE_DICTIONARY_ID)?.textContent ?? null;
  if (language !== DEFAULT_LANGUAGE) return null;
  const bundles = Object.fromEntries(
    [DEFAULT_NAMESPACE, ...namespaces].map((namespace) => [
      namespace,
      i18n.getResourceBundle(DEFAULT_LANGUAGE, namespace) as object,
    ]),
  );
  // `<` escaped: no `</script>` in a string can end the element early.
  return JSON.stringify(bundles).replace(/</g, '\\u003c');
}

/** Registers English namespaces, synchronously (tests, stories, resource routes). */
export function registerEnglish(bundles: EnglishBundles): void {
  addEnglish(i18n, bundles);
}

/** What a page's route module names in its `handle`: its own namespaces (`pageStrings`). */
export interface PageStringsHandle {
  strings: Namespace[];
}

/** The English JSON of a namespace, imported on demand. */
type StringsLoader = () => Promise<{ default: object }>;

/**
 * A page's own namespaces, in place before it first renders. A route module exports
 * `const handle = await pageStrings({ faq: () => import('@travel/i18n/en/faq.json') })`; the
 * English is fetched only where the page does not carry it already:
 *
 * - prerendering: each is loaded once, and root.tsx writes the page's into its HTML;
 * - a page prerendered in English: read from that HTML (`PAGE_DICTIONARY_ID`), nothing fetched;
 * - a page in another language: that language loads whole before hydration, and no English is
 *   needed (every translation is complete, packages/i18n's dictionary tests);
 * - a page reached by a client-side navigation in English: fetched with the route's code.
 */
export async function pageStrings(
  loaders: Partial<Record<Namespace, StringsLoader>>,
): Promise<PageStringsHandle> {
  const namespaces = Object.keys(loaders) as Namespace[];
  const english = import.meta.env.SSR || pageLanguage() === DEFAULT_LANGUAGE;
  if (english) {
    await Promise.all(
      namespaces
        .filter((namespace) => !i18n.hasResourceBundle(DEFAULT_LANGUAGE, namespace))
        .map(async (namespace) => {
          const { default: bundle } = await loaders[namespace]!();
          addEnglish(i18n, { [namespace]: bundle });
        }),
    );
  }
  return { strings: namespaces };
}

/**
 * The language the visitor chose with the switcher, if any: used only to suggest that language's
 * version of a page (LanguageSuggestion), never to choose what an address shows.
 */
export function storedLanguage(): LanguageCode | undefined {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguageCode(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The language the page was prerendered in, its address's (`<html lang>`). */
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

/** Remembers the visitor's choice of language in this browser (for LanguageSuggestion only). */
export function persistLanguage(code: LanguageCode): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Without storage the choice is not remembered: only the suggestion needs it.
  }
}

/** Loads a language once, however many renders ask for it (`useLanguageOf` in root.tsx). */
const switching = new Map<LanguageCode, Promise<void>>();

/**
 * Switches the shared instance to `code`, its dictionaries loaded first. The same promise for
 * every caller until it settles, so a render can suspend on it.
 */
export function switchLanguage(code: LanguageCode): Promise<void> {
  let promise = switching.get(code);
  if (!promise) {
    promise = changeLanguage(i18n, code).finally(() => switching.delete(code));
    switching.set(code, promise);
  }
  return promise;
}
