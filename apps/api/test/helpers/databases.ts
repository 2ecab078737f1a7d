import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { createDatabase, IN_MEMORY } from '../../src/db/create-db.ts';
import type { Database } from '../../src/db/database.ts';

export interface TestDatabase {
  db: Kysely<Database>;
  /** Closes the database and removes whatever the test created. */
  cleanup(): Promise<void>;
}

/** A fresh in-memory PGlite: nothing to clean up but the instance itself. */
export async function createPgliteDatabase(): Promise<TestDatabase> {
  const db = createDatabase({ kind: 'pglite', dataDir: IN_MEMORY });
  return { db, cleanup: () => db.destroy() };
}

export interface CreatePostgresOptions {
  /** Where the app's pool connects, if not `url` (a proxy the test can take down). */
  connectUrl?: string;
  pool?: pg.PoolConfig;
}

/**
 * A fresh schema on a real PostgreSQL, so runs (and parallel test files) never see each
 * other's rows; the schema is dropped afterwards.
 */
export async function createPostgresDatabase(
  url: string,
  options: CreatePostgresOptions = {},
): Promise<TestDatabase> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  // The migrations create pg_trgm in `public`, database-wide; made here once so that test
  // files migrating at the same moment do not race to create it.
  await withClient(url, (client) =>
    client.query('create extension if not exists pg_trgm with schema public'),
  ).catch(() => undefined);
  await withClient(url, (client) => client.query(`create schema ${schema}`));
  const db = createDatabase(
    { kind: 'postgres', url: options.connectUrl ?? url },
    {
      pool: { max: 4, options: `-c search_path=${schema}`, ...options.pool },
      onPoolError: () => {},
    },
  );
  return {
    db,
    cleanup: async () => {
      await db.destroy();
      await withClient(url, (client) => client.query(`drop schema if exists ${schema} cascade`));
    },
  };
}

export async function withClient<T>(
  url: string,
  use: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
