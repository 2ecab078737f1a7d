/**
 * `@travel/catalog/i18n`: the catalog in each of the site's languages, and the checks of its
 * translations. Node-only (reads `content/i18n/`): call it from route loaders while prerendering.
 * See TRANSLATING.md for the files and README.md for the API.
 */
export {
  CATALOG_KINDS,
  CATALOG_TEXT_DIR,
  destinationBySlugFor,
  destinationsFor,
  isCatalogLanguage,
  localize,
  localizeWith,
  recommendationForLang,
} from './localized.ts';
export type { CatalogEntry, CatalogKind, Localized } from './localized.ts';
export { CATALOG_LANGUAGES, CATALOG_TEXT, CATALOG_TEXT_FILES, SOURCE_LANGUAGE } from './spec.ts';
export type { CatalogLanguage, CatalogTextFile, ListTextSpec, NestedTextSpec } from './spec.ts';
export { compareText, failures, formatIssue, numbersOf } from './check.ts';
export type { TranslationIssue } from './check.ts';
export { checkAllLanguages, checkLanguage, readTextFile } from './files.ts';
