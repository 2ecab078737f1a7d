export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_CODES,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  directionOf,
  isLanguageCode,
  languageFromCookies,
  languageOfPath,
  localizedPath,
  OG_LOCALES,
  unlocalizedPath,
} from './languages.ts';
export type { Language, LanguageCode } from './languages.ts';
export { DEFAULT_NAMESPACE, ENGLISH_ONLY_NAMESPACES, NAMESPACES } from './namespaces.ts';
export type { EnglishOnlyNamespace, Namespace } from './namespaces.ts';
export { en } from './english.ts';
export { loadResources } from './resources.ts';
export type { EnglishOnlyResources, Resources } from './resources.ts';
export { createI18n } from './create.ts';
export { addBundles, addEnglish, changeLanguage, createBareI18n } from './setup.ts';
export type { Bundles, EnglishBundles } from './setup.ts';
export {
  addFormatters,
  formatAtLeast,
  formatDuration,
  formatDurationRange,
  formatMoney,
  formatMoneyRange,
  formatNumber,
  formatNumberRange,
  formatPercent,
  formatRating,
  intlLocale,
} from './format.ts';
export { PLACES, placeName } from './places.ts';
