import { createInstance, type i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, type LanguageCode } from './languages.ts';
import { addFormatters } from './format.ts';
import { DEFAULT_NAMESPACE, NAMESPACES } from './namespaces.ts';
import { loadResources, type Resources } from './resources.ts';

/** Namespaces of one language, as registered at once. */
export type Bundles = Partial<Resources>;

/** English namespaces to register up front; `common` is always included. */
export type EnglishBundles = Bundles;

/**
 * `createI18n` without `common`: exactly the English namespaces given. For a client that gets
 * `common` another way (the web app's pages carry it in their HTML, app/i18n.ts). This module
 * does not import `common`, so a bundle that uses only this does not carry it.
 */
export function createBareI18n(
  english: EnglishBundles = {},
  variables: Readonly<Record<string, string>> = {},
): I18n {
  const instance = createInstance();
  void instance.init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: false,
    // A copy: i18next adds every namespace it is given later to this list, in place.
    ns: [...NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    resources: { en: english },
    initAsync: false,
    interpolation: { escapeValue: false, defaultVariables: { ...variables } },
    returnNull: false,
  });
  addFormatters(instance);
  return instance;
}

/**
 * Registers English namespaces, synchronously, unless already there: a page module calls it
 * at import so its strings are in place before it first renders (prerender and hydration alike).
 */
export function addEnglish(instance: I18n, english: EnglishBundles): void {
  addBundles(instance, DEFAULT_LANGUAGE, english);
}

/**
 * Registers namespaces of a language, synchronously, unless already there: the ones a page
 * carries in its HTML, in its own language (the web app's pages, app/i18n.ts).
 */
export function addBundles(instance: I18n, code: LanguageCode, bundles: Bundles): void {
  for (const [namespace, bundle] of Object.entries(bundles)) {
    if (!instance.hasResourceBundle(code, namespace)) {
      instance.addResourceBundle(code, namespace, bundle);
    }
  }
}

/**
 * Whether every namespace of a language is in the instance: a page brings only the ones it
 * shows, in any language, until the language loads whole.
 */
function isLoaded(instance: I18n, code: LanguageCode): boolean {
  return NAMESPACES.every((namespace) => instance.hasResourceBundle(code, namespace));
}

/** Loads a language's dictionaries (all its namespaces, unless already there) and switches to it. */
export async function changeLanguage(instance: I18n, code: LanguageCode): Promise<void> {
  if (!isLoaded(instance, code)) {
    const resources = await loadResources(code);
    // English keeps the bundles already registered; another language's chunk is the whole of it.
    const overwrite = code !== DEFAULT_LANGUAGE;
    for (const [namespace, bundle] of Object.entries(resources)) {
      instance.addResourceBundle(code, namespace, bundle, true, overwrite);
    }
  }
  await instance.changeLanguage(code);
}
