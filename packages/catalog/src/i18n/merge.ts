/**
 * Puts the English text of `content/i18n/en/<file>.json` into a data module's entries when it
 * loads. Small on purpose: it runs in the browser bundle of every page that shows catalog data,
 * so it knows nothing of the translation spec; the schemas (on the server and in tests) and the
 * i18n tests check that English is complete.
 */

/** The field a list's text is keyed by; `null` for a single entry. */
export type TextKey = 'id' | 'slug' | 'key' | null;

type Fields = Record<string, unknown>;

function mergeText(target: Fields, text: Fields): Fields {
  for (const [field, value] of Object.entries(text)) {
    const current = target[field];
    // Lists of objects (itinerary stops, FAQs, quiz options) pair up with the entry's by position.
    target[field] =
      Array.isArray(value) && Array.isArray(current) && typeof value[0] === 'object'
        ? current.map((item: Fields, index) =>
            mergeText({ ...item }, (value[index] ?? {}) as Fields),
          )
        : value;
  }
  return target;
}

/**
 * `entries` with their text from `text` (one list of an English translation file) put in, by
 * `key`. `where` (`destinations.json: destinations`) names the list when an entry has no text.
 */
export function withText(
  where: string,
  entries: readonly object[],
  text: unknown,
  key: TextKey,
): unknown[] {
  return entries.map((entry) => {
    const id = key === null ? '' : String((entry as Fields)[key]);
    const entryText = key === null ? text : (text as Record<string, unknown> | undefined)?.[id];
    if (typeof entryText !== 'object' || entryText === null)
      throw new Error(`catalog i18n: en/${where}${key === null ? '' : `."${id}"`} has no text`);
    return mergeText({ ...entry }, entryText as Fields);
  });
}
