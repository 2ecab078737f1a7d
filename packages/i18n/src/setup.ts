import { createInstance, type i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, type LanguageCode } from './languages.ts';
import { addFormatters } from './format.ts';
import { DEFAULT_NAMESPACE, NAMESPACES } from './namespaces.ts';
import { loadResources, type Resources } from './resources.ts';

/** English namespaces to register up front; `common` is always included. */
export type EnglishBundles = Partial<Resources>;

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
  for (const [namespace, bundle] of Object.entries(english)) {
    if (!instance.hasResourceBundle(DEFAULT_LANGUAGE, namespace)) {
      instance.addResourceBundle(DEFAULT_LANGUAGE, namespace, bundle);
    }
  }
}

/** Whether every namespace of a language is in the instance (English arrives page by page). */
function isLoaded(instance: I18n, code: LanguageCode): boolean {
  if (code === DEFAULT_LANGUAGE)
    return NAMESPACES.every((namespace) => instance.hasResourceBundle(code, namespace));
  return instance.hasResourceBundle(code, DEFAULT_NAMESPACE);
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
