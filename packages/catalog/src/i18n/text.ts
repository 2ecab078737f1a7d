/**
 * Puts the text of `content/i18n/<lang>/<file>.json` into the entries of a data module. The data
 * modules hold what is the same in every language (ids, prices, links, icons); the translation
 * files hold what a visitor reads, keyed by the entries' ids. Used by the data modules for
 * English (the source) and by `localized.ts` for every other language.
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

/** Where one missing piece of text would go, for messages: `destinations.json: destinations."x".name`. */
export class MissingTextError extends Error {
  override name = 'MissingTextError';
}

function copyText(
  target: Record<string, unknown>,
  text: EntryText | undefined,
  spec: NestedTextSpec,
  where: string,
  missing: string[] | undefined,
  path: string,
): void {
  for (const field of spec.fields) {
    const value = text?.[field];
    if (value === undefined) {
      if (missing) missing.push(path + field);
      else if (!(field in target))
        throw new MissingTextError(`catalog i18n: ${where}: field "${path}${field}" is missing`);
      continue;
    }
    target[field] = value;
  }
  for (const [field, sub] of Object.entries(spec.nested ?? {})) {
    const items = target[field];
    if (!Array.isArray(items)) continue;
    const texts = text?.[field] as readonly EntryText[] | undefined;
    if (texts === undefined && missing) {
      missing.push(path + field);
      continue;
    }
    target[field] = items.map((item: unknown, index) => {
      const copy = { ...(item as Record<string, unknown>) };
      copyText(copy, texts?.[index], sub, where, missing, `${path}${field}.${index}.`);
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
 * `entries` with the text of `text` (one list of an English translation file) put in. English is
 * the source, so a missing entry or field is an error naming the file, the entry and the field.
 */
export function withText<T>(
  file: CatalogTextFile,
  list: string,
  entries: readonly T[],
  text: FileText,
): unknown[] {
  const spec = listSpec(file, list);
  const listText = text[list] as ListText | undefined;
  return entries.map((entry) => {
    const key = entryKey(entry, spec);
    const entryText = (spec.key === null ? listText : listText?.[key]) as EntryText | undefined;
    const where = `${file}.json: ${list}${spec.key === null ? '' : `."${key}"`}`;
    if (entryText === undefined) throw new MissingTextError(`catalog i18n: ${where} is missing`);
    const copy = { ...(entry as Record<string, unknown>) };
    copyText(copy, entryText, spec, where, undefined, '');
    return copy;
  });
}

/**
 * Like `withText`, but a missing entry or field keeps the text `entries` already have (English)
 * and is listed in `missing` by its dotted path (`itinerary.2.title`; `''` for the whole entry).
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
  copyText(copy, entryText, spec, `${file}.json: ${list}`, missing, '');
  return copy as T;
}
