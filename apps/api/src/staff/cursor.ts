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
