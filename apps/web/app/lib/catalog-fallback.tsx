/**
 * Catalog text a language lacks (issue 27): the catalog's localized API gives the English text
 * and marks the entry (`lang: 'en'` when the whole entry is English, else `englishFields`, the
 * dotted paths of the fields still in English). The page marks that text `lang="en" dir="ltr"`,
 * so screen readers and the bidi algorithm treat it as English, and says so once in its own
 * language (`FallbackNotice`).
 */

/** What `@travel/catalog/i18n` adds to each entry it localizes. */
export interface LanguageMarks {
  readonly lang?: string;
  readonly fallback?: boolean;
  readonly englishFields?: readonly string[];
}

const ENGLISH = { lang: 'en', dir: 'ltr' } as const;

/**
 * The attributes for an entry's text (`field`: a dotted path, `overview.1`, `itinerary.2.title`;
 * none for the whole entry): `lang="en" dir="ltr"` when that text is the English fallback, else
 * nothing. Spread them on the element that holds the text.
 */
export function englishAttrs(
  value: object | null | undefined,
  field?: string,
): typeof ENGLISH | undefined {
  const entry = value as LanguageMarks | null | undefined;
  if (!entry?.fallback) return undefined;
  if (entry.lang === 'en') return ENGLISH;
  if (field === undefined) return undefined;
  const fields = entry.englishFields ?? [];
  return fields.some((name) => name === field || field.startsWith(`${name}.`))
    ? ENGLISH
    : undefined;
}

/** Whether any of `entries` shows English text. */
export function anyFallback(entries: readonly (object | null | undefined)[]): boolean {
  return entries.some((entry) => (entry as LanguageMarks | null | undefined)?.fallback === true);
}

/**
 * The marks of the `index`-th item of an entry's nested list (`faqs`, `itinerary`), as an entry
 * of its own: so a list item built from it (`{ ...faq, ...nestedMarks(category, 'faqs', i) }`)
 * takes `englishAttrs(item, 'answer')` like any entry.
 */
export function nestedMarks(value: object, list: string, index: number): LanguageMarks {
  const entry = value as LanguageMarks;
  if (!entry.fallback) return {};
  const prefix = `${list}.${index}.`;
  const fields = (entry.englishFields ?? [])
    .filter((name) => name.startsWith(prefix) || name === list || name === `${list}.${index}`)
    .map((name) => (name.startsWith(prefix) ? name.slice(prefix.length) : ''));
  if (entry.lang === 'en' || fields.includes('')) return { lang: 'en', fallback: true };
  return fields.length > 0 ? { lang: entry.lang, fallback: true, englishFields: fields } : {};
}

/**
 * Whether any entry inside `value` (a page's loader data) shows English text in another
 * language: then the page says so once (`FallbackNotice`, in the shell).
 */
export function hasEnglishFallback(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasEnglishFallback);
  if (value === null || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  if (record.fallback === true && typeof record.lang === 'string') return true;
  return Object.values(record).some(hasEnglishFallback);
}
