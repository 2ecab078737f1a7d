/**
 * Puts the text of `content/i18n/<lang>/<file>.json` into English entries, for `localized.ts`
 * (server side; the data modules use the smaller `merge.ts` for English), and the types that
 * take the text fields out of a data module's entries.
 */
import {
  CATALOG_TEXT,
  type CatalogTextFile,
  type NestedTextSpec,
  type ListTextSpec,
} from './spec.ts';

type Spec = typeof CATALOG_TEXT;

type FieldsOf<S> = S extends { readonly fields: readonly (infer F)[] }
  ? | F
    | (S extends { readonly nested: infer N } ? { [K in keyof N]: FieldsOf<N[K]> }[keyof N] : never)
  : never;

/** The text fields of a list of a translation file, nested ones included. */
export type TextFieldOf<F extends CatalogTextFile, L extends keyof Spec[F]> = FieldsOf<Spec[F][L]> &
  string;

/** An entry of a data module without its text fields: what the TypeScript source holds. */
export type WithoutText<T, K extends PropertyKey> = T extends readonly (infer U)[]
  ? WithoutText<U, K>[]
  : T extends object
    ? { [P in keyof T as P extends K ? never : P]: WithoutText<T[P], K> }
    : T;

/** The text of one entry, as a translation file holds it. */
export interface EntryText {
  [field: string]: string | readonly string[] | readonly EntryText[] | undefined;
}
/** The text of one list: entries by key, or one entry for a single value. */
export type ListText = Readonly<Record<string, EntryText>>;
/** One translation file: its lists by name. */
export type FileText = Readonly<Record<string, ListText | EntryText>>;

/** The spec of one list of a translation file. */
export function listSpec(file: CatalogTextFile, list: string): ListTextSpec {
  const spec = (CATALOG_TEXT[file] as Record<string, ListTextSpec>)[list];
  if (spec === undefined) throw new Error(`catalog i18n: ${file}.json has no list "${list}"`);
  return spec;
}

function copyText(
  target: Record<string, unknown>,
  text: EntryText,
  spec: NestedTextSpec,
  missing: string[],
  path: string,
): void {
  for (const field of spec.fields) {
    const value = text[field];
    if (value === undefined) missing.push(path + field);
    else target[field] = value;
  }
  for (const [field, sub] of Object.entries(spec.nested ?? {})) {
    const items = target[field];
    const texts = text[field] as readonly EntryText[] | undefined;
    if (!Array.isArray(items)) continue;
    if (texts === undefined) {
      missing.push(path + field);
      continue;
    }
    // The check (check.ts) has made sure the lists are as long as English.
    target[field] = items.map((item: unknown, index) => {
      const copy = { ...(item as Record<string, unknown>) };
      copyText(copy, texts[index] ?? {}, sub, missing, `${path}${field}.${index}.`);
      return copy;
    });
  }
}

/** The key an entry's text is filed under. */
export function entryKey(entry: unknown, spec: ListTextSpec): string {
  if (spec.key === null) return '';
  return String((entry as Record<string, unknown>)[spec.key]);
}

/**
 * `entry` with the text of `entryText` (its part of a translation file) put in. A missing entry or
 * field keeps the text the entry already has (English) and is listed in `missing` by its dotted
 * path (`itinerary.2.title`; `''` for the whole entry).
 */
export function overlayText<T extends object>(
  file: CatalogTextFile,
  list: string,
  entry: T,
  entryText: EntryText | undefined,
  missing: string[],
): T {
  const spec = listSpec(file, list);
  if (entryText === undefined) {
    missing.push('');
    return entry;
  }
  const copy = { ...(entry as Record<string, unknown>) };
  copyText(copy, entryText, spec, missing, '');
  return copy as T;
}
