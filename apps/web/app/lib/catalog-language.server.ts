import {
  localize,
  type CatalogEntry,
  type CatalogKind,
  type CatalogLanguage,
  type Localized,
} from '@travel/catalog/i18n';
import { languageOfPath } from '@travel/i18n';

/**
 * The language of the page a loader runs for, read from its address as issue 26 gives every
 * language its own (`/de/faq` → `de`, `/faq` → `en`): the language the loader reads the catalog
 * in (`@travel/catalog/i18n`). The site's and the catalog's languages are the same ten.
 */
export function catalogLanguage(request: Request): CatalogLanguage {
  return languageOfPath(new URL(request.url).pathname) as CatalogLanguage;
}

/** What `@travel/catalog/i18n` adds to an entry, kept only where it says something. */
type Marks = 'lang' | 'fallback' | 'englishFields';

/**
 * The catalog's list `kind` in `lang` (`localize`), each entry as the page needs it: an entry
 * wholly in the page's language is the catalog's entry with its text translated and nothing more
 * (no marks but its `lang`; a page in English receives exactly the catalog's entries); an entry
 * with English text keeps the marks (`lang`, `fallback`, `englishFields`) that say which, for
 * `englishAttrs` and the page's notice (lib/catalog-fallback.tsx).
 */
export function catalogList<K extends CatalogKind>(
  kind: K,
  lang: CatalogLanguage,
): (Omit<CatalogEntry<K>, Marks> & Partial<Pick<Localized<CatalogEntry<K>>, Marks>>)[] {
  return localize(kind, lang).map((entry) => {
    if (entry.fallback) return entry;
    const { lang: textLang, fallback: _fallback, englishFields: _englishFields, ...rest } = entry;
    // A translated entry keeps only its language, which says it is the catalog's translation.
    return (lang === 'en' ? rest : { ...rest, lang: textLang }) as Omit<CatalogEntry<K>, Marks>;
  });
}

/**
 * An entry's marks as `catalogList` left them (all of them on English fallback, else its `lang`
 * in another language, else none): to keep them on a picked subset of its fields.
 */
export function marksOf(entry: object): Partial<Record<Marks, unknown>> {
  const { lang, fallback, englishFields } = entry as Partial<Record<Marks, unknown>>;
  if (fallback === true) return { lang, fallback, englishFields };
  return lang === undefined ? {} : { lang };
}
