import {
  DEFAULT_LANGUAGE,
  addBundles,
  addEnglish,
  LANGUAGE_STORAGE_KEY,
  DEFAULT_NAMESPACE,
  changeLanguage,
  createBareI18n,
  createI18n,
  isLanguageCode,
  NAMESPACES,
  type Bundles,
  type EnglishBundles,
  type LanguageCode,
  type Namespace,
} from '@travel/i18n';
import { siteVariables } from './site.ts';

/**
 * The `<script type="application/json">` in which a prerendered page carries its dictionaries,
 * in its own language (root.tsx): `common` (the shell) and the page's own namespaces (its
 * route's `handle`, `pageStrings`). They arrive as data in the HTML rather than in the
 * JavaScript the page runs before it is interactive; the rest of a language loads when a page
 * reached later needs it (`useAddressLanguage` in root.tsx).
 */
export const PAGE_DICTIONARY_ID = 'page-dictionary';

/**
 * One instance for the page: on the server in English with `common`, switched to each page's
 * language as it renders (entry.server.tsx); in the browser with the dictionaries the page
 * carries (`PAGE_DICTIONARY_ID`), in its language. Each route module adds its own English
 * namespaces (`pageStrings`), so a page ships only the dictionaries it shows. A page prerendered
 * in another language switches to it before hydrating (`prepareLanguage`), so the first client
 * render reads what the HTML shows.
 */
export const i18n = import.meta.env.SSR ? createI18n({}, siteVariables) : browserI18n();

function browserI18n() {
  const language = pageLanguage();
  const bundles = dictionariesInPage();
  if (language === DEFAULT_LANGUAGE) return createBareI18n(bundles, siteVariables);
  const instance = createBareI18n({}, siteVariables);
  addBundles(instance, language, bundles);
  return instance;
}

/** The dictionaries a prerendered page carries, in its language, if it carries them. */
function dictionariesInPage(): Bundles {
  const text = document.getElementById(PAGE_DICTIONARY_ID)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as Bundles;
  } catch {
    // Unreadable: `prepareLanguage` loads the language instead.
    return {};
  }
}

/**
 * The text of the page's dictionary script: on the server, `common` and the page's
 * `namespaces` in the page's `language`, as JSON; in the browser, the text the page arrived
 * with, so that hydration renders it unchanged.
 */
export function pageDictionaryText(
  language: LanguageCode,
  namespaces: readonly Namespace[],
): string | null {
  if (!import.meta.env.SSR) return document.getElementById(PAGE_DICTIONARY_ID)?.textContent ?? null;
  const bundles = Object.fromEntries(
    [DEFAULT_NAMESPACE, ...namespaces].flatMap((namespace) => {
      const bundle = i18n.getResourceBundle(language, namespace) as object | undefined;
      return bundle ? [[namespace, bundle]] : [];
    }),
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
 * - a page in another language: its namespaces in that language come with its HTML, and no
 *   English is needed (every translation is complete, packages/i18n's dictionary tests);
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
 * Before hydration: switch to the page's language. A page has what it shows already, in its
 * language (`common` and its own namespaces from the page, English ones from its route module
 * too), unless it came without its dictionary: then all of its language loads.
 */
export async function prepareLanguage(): Promise<void> {
  const code = pageLanguage();
  if (!i18n.hasResourceBundle(code, DEFAULT_NAMESPACE)) await changeLanguage(i18n, code);
  else if (i18n.language !== code) await i18n.changeLanguage(code);
}

/**
 * Whether the instance holds each of `namespaces` of `code`'s dictionaries (a page brings only
 * its own; the rest of the language loads whole, `switchLanguage`). English-only namespaces
 * (the staff's) are their pages' own concern: no language's dictionaries hold them.
 */
export function hasNamespaces(code: LanguageCode, namespaces: readonly Namespace[]): boolean {
  return [DEFAULT_NAMESPACE, ...namespaces].every(
    (namespace) =>
      !(NAMESPACES as readonly string[]).includes(namespace) ||
      i18n.hasResourceBundle(code, namespace),
  );
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
