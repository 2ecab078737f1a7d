/**
 * Reads rows back from where the server stored them. PGlite is one process's database: its
 * folder is read only after the server has stopped (opening it takes DATA_DIR's lock, and is
 * refused while a server holds it). PostgreSQL is read at any time.
 */
import { openDatabase } from '@travel/api/database';
import { query } from './postgres.ts';
import type { BenchDatabase } from './server.ts';

export async function selectRows<T extends Record<string, unknown>>(
  database: BenchDatabase,
  sql: string,
  values: unknown[] = [],
): Promise<T[]> {
  if (database.kind === 'postgres') return query<T>(database.url, sql, values);
  const opened = await openDatabase(database, 'pnpm bench');
  try {
    return (await opened.pglite!.query<T>(sql, values)).rows;
  } finally {
    await opened.close();
  }
}

/** The e-mail address of every row of both tables whose address starts with `prefix`. */
export async function storedEmails(
  database: BenchDatabase,
  prefix: string,
): Promise<{ contacts: string[]; subscribers: string[] }> {
  const pattern = `${prefix.replaceAll('%', '\\%').replaceAll('_', '\\_')}%`;
  const rows = await selectRows<{ table: string; email: string }>(
    database,
    `select 'contacts' as "table", email from contacts where email like $1
     union all
     select 'subscribers', email from newsletter_subscribers where email like $1`,
    [pattern],
  );
  return {
    contacts: rows.filter((row) => row.table === 'contacts').map((row) => row.email),
    subscribers: rows.filter((row) => row.table === 'subscribers').map((row) => row.email),
  };
}
