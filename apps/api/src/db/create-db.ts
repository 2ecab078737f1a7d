import { mkdirSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CamelCasePlugin, Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database.ts';

/** PGlite's data directory value for a database that lives only in memory. */
export const IN_MEMORY = 'memory://';

/** Where the data lives: PGlite in a directory (or in memory), or a PostgreSQL server. */
export type DatabaseChoice =
  { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export interface CreateDatabaseOptions {
  /** Extra `pg` pool settings, e.g. a `search_path` for tests. */
  pool?: pg.PoolConfig;
  /** Told about errors of idle pool connections, which would otherwise crash the process. */
  onPoolError?: (error: Error) => void;
}

export function createDatabase(
  choice: DatabaseChoice,
  options: CreateDatabaseOptions = {},
): Kysely<Database> {
  const dialect =
    choice.kind === 'pglite' ? pgliteDialect(choice.dataDir) : postgresDialect(choice.url, options);
  return new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
}

function pgliteDialect(dataDir: string): PGliteDialect {
  return new PGliteDialect({
    pglite: () => {
      if (dataDir !== IN_MEMORY) mkdirSync(dataDir, { recursive: true });
      // `pg` returns int8 as text; do the same so ids look alike on both drivers.
      // pg_trgm serves the staff inbox's search (migration 2026_11_26_00_00_00_staff_inbox).
      return new PGlite(dataDir, {
        parsers: { [types.INT8]: (value: string) => value },
        extensions: { pg_trgm },
      });
    },
  });
}

function postgresDialect(url: string, options: CreateDatabaseOptions): PostgresDialect {
  const pool = new pg.Pool({
    connectionString: url,
    // Without a timeout a request waits forever for an unreachable server instead of failing.
    connectionTimeoutMillis: 5_000,
    // Notice a server that vanished without closing its connections (a network failure).
    keepAlive: true,
    ...options.pool,
  });
  pool.on('error', (error) => options.onPoolError?.(error));
  // The pool listens for errors only on idle connections. When the server drops one that is
  // checked out (a restart, pg_terminate_backend), the query fails, and then the socket's own
  // error can arrive before the connection is released: without a listener of its own, that
  // error would crash the process. The failed query already told its caller, and the pool
  // discards the broken connection on release, so there is nothing left to do here.
  pool.on('connect', (client) => client.on('error', () => {}));
  return new PostgresDialect({ pool });
}

/** A loggable name for the database that never includes a password. */
export function describeDatabase(choice: DatabaseChoice): string {
  if (choice.kind === 'pglite') {
    return choice.dataDir === IN_MEMORY ? 'PGlite in memory' : `PGlite at ${choice.dataDir}`;
  }
  try {
    const url = new URL(choice.url);
    const database = decodeURIComponent(url.pathname.slice(1));
    return `PostgreSQL at ${url.hostname || 'localhost'}:${url.port || '5432'}/${database}`;
  } catch {
    return 'PostgreSQL';
  }
}
