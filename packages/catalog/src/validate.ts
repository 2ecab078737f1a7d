import * as v from 'valibot';
import { UnknownPlaceholderError, currentPlaceholderValues, fillDeep } from './placeholders.ts';

/** One problem of an entry: the dotted field path inside the entry and what is wrong there. */
export interface CatalogIssue {
  path: string;
  message: string;
}

/**
 * A catalog entry that breaks its schema. Every data module validates its lists when it is first
 * imported, so a broken entry stops the build, the dev server and the tests with a message such
 * as `catalog/destinations: entry "kenya-safari-masai-mara" (#0) is invalid: rating: …`.
 */
export class CatalogDataError extends Error {
  override name = 'CatalogDataError';
  readonly module: string;
  readonly entry: string;
  readonly issues: readonly CatalogIssue[];

  constructor(module: string, entry: string, issues: readonly CatalogIssue[], summary?: string) {
    const details = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
    super(`catalog/${module}: entry ${entry} ${summary ?? 'is invalid'}: ${details}`);
    this.module = module;
    this.entry = entry;
    this.issues = issues;
  }
}

/** The fields that name an entry, most specific first. */
const LABEL_FIELDS = [
  'slug',
  'id',
  'key',
  'name',
  'title',
  'destination',
  'language',
  'question',
] as const;

/** How an error message names an entry: its slug, id, name… in quotes, then its position. */
export function entryLabel(entry: unknown, index?: number): string {
  const position = index === undefined ? '' : ` (#${index})`;
  if (typeof entry === 'object' && entry !== null) {
    const record = entry as Record<string, unknown>;
    for (const field of LABEL_FIELDS) {
      const value = record[field];
      if ((typeof value === 'string' && value !== '') || typeof value === 'number') {
        return `"${String(value)}"${position}`;
      }
    }
  }
  return index === undefined ? '(unnamed)' : `#${index}`;
}

function issuesOf(issues: readonly v.BaseIssue<unknown>[]): CatalogIssue[] {
  return issues.map((issue) => ({
    path: v.getDotPath(issue) ?? '(entry)',
    message: issue.message,
  }));
}

/** Freezes a parsed value all the way down: catalog data is shared by every page and must not drift. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

/** `entry` with its `{{placeholders}}` filled from the site configuration (see placeholders.ts). */
function filled(module: string, entry: unknown, label: string): unknown {
  try {
    return fillDeep(entry, currentPlaceholderValues);
  } catch (error) {
    if (!(error instanceof UnknownPlaceholderError)) throw error;
    throw new CatalogDataError(module, label, [
      { path: error.path || '(entry)', message: error.message },
    ]);
  }
}

type ViteMeta = ImportMeta & { env?: { SSR?: boolean } };

/**
 * True in the browser bundle of a Vite build (the web app's client), where entries are taken as
 * they are, placeholders filled: the same modules were checked when that build prerendered every
 * page with them (a broken entry stops the build), and checking them again on each page load was
 * main-thread work at module evaluation on a phone (issue 17). Everywhere else (the prerender, the
 * API, the tests, the dev server's server side) every entry is checked.
 */
const trustedBundle = (import.meta as ViteMeta).env?.SSR === false;

/**
 * A schema where entries are checked; `undefined` in the browser bundle, where they are not
 * (above). Each data module passes `checked ? Schema : undefined` with its own
 * `const checked = (import.meta as ViteMeta).env?.SSR !== false`: the bundler folds a condition
 * it can see in the same module, and then leaves the schemas out of the pages' code (issue 17:
 * 5.2 kB gzip on every page that shows catalog entries). A constant imported from here is not
 * folded.
 */
export type CheckedSchema<TSchema> = TSchema | undefined;

export type { ViteMeta };

function schemaOf<TSchema>(module: string, schema: CheckedSchema<TSchema>): TSchema {
  if (schema === undefined)
    throw new Error(
      `catalog/${module}: no schema to check its entries against outside the browser bundle`,
    );
  return schema;
}

/**
 * Validates one value (a settings object, a statistics block) and returns it parsed and frozen,
 * its `{{placeholders}}` filled from the site configuration.
 */
export function parseEntry<const TSchema extends v.GenericSchema>(
  module: string,
  schema: CheckedSchema<TSchema>,
  value: unknown,
  label: string = entryLabel(value),
): v.InferOutput<TSchema> {
  if (trustedBundle) return deepFreeze(filled(module, value, label) as v.InferOutput<TSchema>);
  const result = v.safeParse(schemaOf(module, schema), filled(module, value, label));
  if (!result.success) throw new CatalogDataError(module, label, issuesOf(result.issues));
  return deepFreeze(result.output);
}

export interface ParseListOptions<TOutput> {
  /** Fields whose values must differ between entries (ids, slugs). */
  unique?: readonly (keyof TOutput & string)[];
}

/**
 * Validates every entry of a list against `schema` (its `{{placeholders}}` filled from the site
 * configuration), checks the `unique` fields, and returns the parsed entries frozen. Errors name the module, the entry (by slug, id or name and position)
 * and the field path, so the broken line can be found without a debugger.
 */
export function parseList<const TSchema extends v.GenericSchema>(
  module: string,
  schema: CheckedSchema<TSchema>,
  entries: readonly unknown[],
  options: ParseListOptions<v.InferOutput<TSchema>> = {},
): readonly v.InferOutput<TSchema>[] {
  if (trustedBundle) {
    return deepFreeze(
      entries.map(
        (entry, index) => filled(module, entry, entryLabel(entry, index)) as v.InferOutput<TSchema>,
      ),
    );
  }
  const check = schemaOf(module, schema);
  const parsed = entries.map((entry, index) => {
    const result = v.safeParse(check, filled(module, entry, entryLabel(entry, index)));
    if (!result.success)
      throw new CatalogDataError(module, entryLabel(entry, index), issuesOf(result.issues));
    return result.output;
  });
  for (const field of options.unique ?? []) assertUnique(module, parsed, field);
  return deepFreeze(parsed);
}

/** Throws when two entries share a value of `field`, naming the second one. */
export function assertUnique<TItem>(
  module: string,
  items: readonly TItem[],
  field: keyof TItem & string,
): void {
  const seen = new Map<unknown, number>();
  items.forEach((item, index) => {
    const value = item[field];
    const first = seen.get(value);
    if (first !== undefined) {
      throw new CatalogDataError(
        module,
        entryLabel(item, index),
        [{ path: field, message: `"${String(value)}" is already used by entry #${first}` }],
        'is a duplicate',
      );
    }
    seen.set(value, index);
  });
}
