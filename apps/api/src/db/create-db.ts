import { CamelCasePlugin, Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database.ts';
import { DurablePGlite, IN_MEMORY } from './durable-pglite.ts';

export { IN_MEMORY };

/** Where the data lives: PGlite in a directory (or in memory), or a PostgreSQL server. */
export type DatabaseChoice =
  | { kind: 'pglite'; dataDir: string }
  | {
      kind: 'postgres';
      url: string;
      /** Longest wait for a query's answer (pg `query_timeout` and `statement_timeout`). */
      queryTimeoutMs?: number;
      /** Longest wait for a connection, new or from the pool. */
      connectTimeoutMs?: number;
    };

/** Defaults of DB_QUERY_TIMEOUT_MS and DB_CONNECT_TIMEOUT_MS (config.ts). */
export const DEFAULT_DB_TIMEOUTS = { queryMs: 3_000, connectMs: 3_000 };

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
    choice.kind === 'pglite' ? pgliteDialect(choice.dataDir) : postgresDialect(choice, options);
  return new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
}

/**
 * PGlite with durable commits, started on first use. It takes no lock: a process that owns a
 * data directory opens it with `openDatabase` (open-database.ts), which does.
 */
function pgliteDialect(dataDir: string): PGliteDialect {
  return new PGliteDialect({ pglite: () => new DurablePGlite(dataDir).start() });
}

function postgresDialect(
  choice: Extract<DatabaseChoice, { kind: 'postgres' }>,
  options: CreateDatabaseOptions,
): PostgresDialect {
  const queryTimeout = choice.queryTimeoutMs ?? DEFAULT_DB_TIMEOUTS.queryMs;
  const pool = new pg.Pool({
    connectionString: choice.url,
    // Without timeouts a request waits forever for a server that is unreachable, or that
    // accepts connections but never answers: it fails instead, and the form answers 503.
    connectionTimeoutMillis: choice.connectTimeoutMs ?? DEFAULT_DB_TIMEOUTS.connectMs,
    query_timeout: queryTimeout,
    // The server gives up too, rather than keep working for a client that left.
    statement_timeout: queryTimeout,
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
