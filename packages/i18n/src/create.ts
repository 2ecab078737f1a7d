import type { i18n as I18n } from 'i18next';
import common from './en/common.json';
import { createBareI18n, type EnglishBundles } from './setup.ts';

/**
 * A fresh i18next instance in English, holding `common` and any other English namespaces
 * given (pass `en` for all of them). It initialises synchronously so a prerendered page and its
 * first client render read the same strings. A page adds its own namespace with `addEnglish`.
 *
 * `variables` fill their `{{placeholders}}` in every string unless a call passes its own value:
 * the site's brand and city, which dictionaries name through `{{brand}}` and `{{city}}`.
 */
export function createI18n(
  english: EnglishBundles = {},
  variables: Readonly<Record<string, string>> = {},
): I18n {
  return createBareI18n({ ...english, common }, variables);
}
