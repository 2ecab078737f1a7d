import { sql, type Expression, type SqlBool } from 'kysely';

/** A keyset position (created_at, id), as an opaque string for the client. */
export interface Cursor {
  /** ISO instant with microseconds as PostgreSQL keeps them. */
  at: string;
  id: string;
}

/** Thrown for a cursor this server did not make; answered 400. */
export class BadCursorError extends Error {
  statusCode = 400;
  constructor() {
    super('The page cursor is not valid.');
  }
}

/** `created_at::text` as PostgreSQL writes it, microseconds and offset included. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.\d{1,6})?[+-]\d{2}(?::\d{2}){0,2}$/;

/** `at` is the row's `created_at::text`: exact to the microsecond, unlike a Date. */
export function encodeCursor(at: string, id: string): string {
  return Buffer.from(JSON.stringify([at, id])).toString('base64url');
}

export function decodeCursor(cursor: string): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      TIMESTAMP.test(value[0]) &&
      typeof value[1] === 'string' &&
      /^\d{1,18}$/.test(value[1])
    ) {
      return { at: value[0], id: value[1] };
    }
  } catch {
    // Falls through to the error below.
  }
  throw new BadCursorError();
}

/** The condition for rows after `cursor` in (created_at desc, id desc) order, or null. */
export function afterCursor(cursor: string | undefined): Expression<SqlBool> | null {
  const after = cursor ? decodeCursor(cursor) : null;
  return after
    ? sql<SqlBool>`(created_at, id) < (${after.at}::timestamptz, ${after.id}::bigint)`
    : null;
}

/**
 * A page of rows read with one row more than `limit` (to know whether another follows), and
 * the cursor of the next page. Each row carries its `created_at::text` as `cursorAt`.
 */
export function pageOf<Row extends { cursorAt: string; id: string }>(
  rows: Row[],
  limit: number,
): { rows: Row[]; nextCursor: string | null } {
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  const last = page.at(-1);
  return { rows: page, nextCursor: more && last ? encodeCursor(last.cursorAt, last.id) : null };
}
