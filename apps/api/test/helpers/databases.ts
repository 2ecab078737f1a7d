import { randomBytes } from 'node:crypto';
import { CamelCasePlugin, Kysely, PGliteDialect, type PGliteDialectConfig } from 'kysely';
import pg from 'pg';
import { createDatabase, IN_MEMORY } from '../../src/db/create-db.ts';
import type { Database } from '../../src/db/database.ts';
import { DurablePGlite } from '../../src/db/durable-pglite.ts';

export interface TestDatabase {
  db: Kysely<Database>;
  /** Closes the database and removes whatever the test created. */
  cleanup(): Promise<void>;
}

/** A schema name no other test file (or run) uses. */
const newSchema = () => `test_${randomBytes(6).toString('hex')}`;

/**
 * The in-memory PGlite of this test worker. Starting one takes seconds, and a worker runs test
 * file after test file (`isolate: false`, vitest.config.ts): they share it, each in a schema of
 * its own that is dropped afterwards, as on PostgreSQL. One database at a time has it; a second
 * one open at the same moment gets a PGlite of its own.
 */
let shared: Promise<DurablePGlite> | null = null;
let sharedInUse = false;

async function sharedPglite(): Promise<DurablePGlite> {
  const current = await shared?.catch(() => null);
  if (current && !current.closed && !current.abortedWith) return current;
  shared = new DurablePGlite(IN_MEMORY).start();
  return shared;
}

/** Whether this worker's shared PGlite is lent out (test/setup.ts checks it after each file). */
export function sharedPgliteInUse(): boolean {
  return sharedInUse;
}

/**
 * A fresh in-memory PGlite database: a new schema in the worker's shared PGlite, or a PGlite of
 * its own while that one is in use. Either way the tables are empty and the migrations unrun.
 */
export async function createPgliteDatabase(): Promise<TestDatabase> {
  if (sharedInUse) {
    const db = createDatabase({ kind: 'pglite', dataDir: IN_MEMORY });
    return { db, cleanup: () => db.destroy() };
  }
  sharedInUse = true;
  try {
    const pglite = await sharedPglite();
    const schema = newSchema();
    await pglite.exec(`create schema ${schema}; set search_path to ${schema}`);
    // What the app's dialect does with its own PGlite (src/db/open-database.ts), on a handle
    // whose close() ends this database only.
    const db = new Kysely<Database>({
      dialect: new PGliteDialect({ pglite: lend(pglite) }),
      plugins: [new CamelCasePlugin()],
    });
    return {
      db,
      cleanup: async () => {
        try {
          await db.destroy();
          await pglite.exec(`drop schema ${schema} cascade; set search_path to default`);
        } catch (error) {
          // Whatever state it is in, the next file starts a new one.
          shared = null;
          await pglite.close().catch(() => {});
          throw error;
        } finally {
          sharedInUse = false;
        }
      },
    };
  } catch (error) {
    sharedInUse = false;
    throw error;
  }
}

type DialectPGlite = Exclude<PGliteDialectConfig['pglite'], (...args: never[]) => unknown>;

/** `pglite` for one database: closing it refuses that database's queries, not the instance. */
function lend(pglite: DurablePGlite): DialectPGlite {
  let closed = false;
  const open = () => {
    if (closed) throw new Error('PGlite is closed');
    return pglite;
  };
  return {
    get closed() {
      return closed || pglite.closed;
    },
    get ready() {
      return pglite.ready;
    },
    get waitReady() {
      return pglite.waitReady;
    },
    query: (query, params, options) => open().query(query, params, options),
    transaction: (callback) => open().transaction(callback),
    close: async () => {
      closed = true;
    },
  };
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
  const schema = newSchema();
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
