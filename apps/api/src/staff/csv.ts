import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/** Rows read per query while exporting: memory stays flat whatever the total. */
export const EXPORT_BATCH = 1000;

/**
 * Route options of an export. An export streams for as long as the download takes (100,000
 * leads take seconds, a slow connection minutes): REQUEST_TIMEOUT_MS would cut it off midway,
 * so an export gets an hour instead; each batch's query still has DB_QUERY_TIMEOUT_MS.
 */
export const EXPORT_ROUTE = { handlerTimeout: 60 * 60_000 } as const;

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (`=HYPERLINK(…)`):
 * such cells get a leading `'`, which spreadsheets read as "text" (OWASP CSV injection). Also
 * when what comes first is invisible or a quote that a spreadsheet may drop or fold away (white
 * space, zero-width and direction marks, soft hyphen, BOM, `"` or `'`), and for the full-width
 * forms ＝＋－＠ that some spreadsheets read as their ASCII twins.
 */
const FORMULA_START =
  /^[\s\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\uFEFF"']*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\t\r]/u;

export function neutralise(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * CSV of every row `pages` yields, batch after batch, as a stream: UTF-8 with a BOM (so that
 * spreadsheets read accents right), a header line, formula cells neutralised.
 */
export function csvStream<T>(
  columns: readonly { header: string; value: (row: T) => unknown }[],
  pages: AsyncIterable<T[]>,
): Readable {
  const stringifier = stringify({ bom: true, header: true, columns: columns.map((c) => c.header) });
  async function* records() {
    for await (const page of pages) {
      for (const row of page) yield columns.map((column) => neutralise(column.value(row)));
    }
  }
  const source = Readable.from(records());
  source.on('error', (error) => stringifier.destroy(error));
  return source.pipe(stringifier);
}

/** Every page of a keyset query, one after another, until there is no next cursor. */
export async function* allPages<T>(
  page: (cursor: string | undefined) => Promise<{ rows: T[]; nextCursor: string | null }>,
): AsyncGenerator<T[]> {
  let cursor: string | undefined;
  do {
    const result = await page(cursor);
    yield result.rows;
    cursor = result.nextCursor ?? undefined;
  } while (cursor !== undefined);
}
