import { mkdirSync } from 'node:fs';
import { restrictTree } from '../lib/private-files.ts';
import { open, readdir } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** PGlite's data directory value for a database that lives only in memory. */
export const IN_MEMORY = 'memory://';

/**
 * The settings that make a commit survive a power cut. PGlite starts PostgreSQL with `-F`
 * (fsync off) and its Node filesystem never calls fsync, so we keep its defaults but turn
 * fsync on with `wal_sync_method=open_datasync`: the WAL is then opened with O_DSYNC, and
 * every commit reaches the disk before it is acknowledged. (`open_sync` panics in PGlite;
 * `postgresqlconf` is overridden by the command line; `relaxedDurability` does nothing on
 * Node.) `assertDurable` checks them, so a PGlite upgrade cannot undo this silently.
 */
export const DURABLE_SETTINGS = { fsync: 'on', wal_sync_method: 'open_datasync' } as const;

export const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  ...Object.entries(DURABLE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

export class DurabilityError extends Error {
  override name = 'DurabilityError';
}

/** Throws unless every durable setting is in force on this connection (`SHOW`). */
export async function assertDurable(
  query: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>,
): Promise<void> {
  for (const [name, expected] of Object.entries(DURABLE_SETTINGS)) {
    const { rows } = await query(`show ${name}`);
    const actual = rows[0]?.[name];
    if (actual !== expected) {
      throw new DurabilityError(
        `Refusing to start: PGlite runs with ${name}=${String(actual)}, not ${expected}, so ` +
          'acknowledged leads could be lost on a power cut. Has a PGlite upgrade changed its ' +
          'start parameters? See src/db/durable-pglite.ts.',
      );
    }
  }
}

/**
 * PGlite's PostgreSQL stopped while opening a data directory (a WebAssembly abort, after a
 * PANIC such as an unreadable control file or WAL). The message says what to do about it.
 */
export class DataDirectoryUnreadableError extends Error {
  override name = 'DataDirectoryUnreadableError';
  readonly dataDir: string;
  constructor(dataDir: string, cause: unknown) {
    super(
      `PGlite could not open the data directory ${dataDir}: its PostgreSQL stopped while ` +
        `starting (${String(cause)}). The folder is damaged or unreadable, which has happened ` +
        'after the process was killed while writing. To recover: ' +
        'stop every process using it, move the folder aside and keep it, restore the latest ' +
        'backup into a new folder (DATA_DIR=<new folder> pnpm restore <backup file>, see ' +
        'docs/backup.md) and start with DATA_DIR pointing at it. Leads received since that ' +
        'backup are only in the folder you kept.',
      { cause },
    );
    this.dataDir = dataDir;
  }
}

/** fsyncs every file and folder under `dir`, then `dir` itself: what PGlite never does. */
export async function syncTree(dir: string): Promise<void> {
  const files: string[] = [];
  const dirs: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isFile()) files.push(path);
    else if (entry.isDirectory()) dirs.push(path);
  }
  // Many at once (the disk flushes them together), but not ~1,000 open files at a time.
  for (let i = 0; i < files.length; i += SYNC_BATCH)
    await Promise.all(files.slice(i, i + SYNC_BATCH).map(syncPath));
  // Folders after their files, deepest first, so that every new name is durable too.
  const depth = (path: string) => path.split(sep).length;
  dirs.sort((a, b) => depth(b) - depth(a));
  for (const path of [...dirs, dir]) await syncPath(path);
}

const SYNC_BATCH = 64;

async function syncPath(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** PGlite with durable commits; closing it syncs its data directory to disk. */
export class DurablePGlite extends PGlite {
  readonly #dataDir: string;
  readonly #abortListeners = new Set<(error: Error) => void>();
  /** The error with which the WebAssembly instance aborted; it cannot be trusted after that. */
  abortedWith: Error | null = null;

  constructor(dataDir: string) {
    if (dataDir !== IN_MEMORY) mkdirSync(dataDir, { recursive: true });
    super(dataDir, {
      startParams: DURABLE_START_PARAMS,
      // `pg` returns int8 as text; do the same so ids look alike on both drivers.
      parsers: { [types.INT8]: (value: string) => value },
      // pg_trgm serves the staff inbox's search (migration 2026_11_26_00_00_00_staff_inbox).
      extensions: { pg_trgm },
    });
    this.#dataDir = dataDir;
  }

  /** Calls `listener` once if the instance aborts (a PostgreSQL PANIC, a WebAssembly trap). */
  onAbort(listener: (error: Error) => void): void {
    this.#abortListeners.add(listener);
  }

  // Every query and transaction goes through here; an abort surfaces as a RuntimeError.
  override async execProtocolRaw(
    ...args: Parameters<PGlite['execProtocolRaw']>
  ): ReturnType<PGlite['execProtocolRaw']> {
    try {
      return await super.execProtocolRaw(...args);
    } catch (error) {
      if (error instanceof WebAssembly.RuntimeError && !this.abortedWith) {
        this.abortedWith = error;
        for (const listener of this.#abortListeners) listener(error);
      }
      throw error;
    }
  }

  /**
   * Kysely's PGlite driver keeps this promise without awaiting it until COMMIT or ROLLBACK:
   * when BEGIN itself fails (an aborted instance), nobody observes the rejection, and Node
   * would report it as unhandled. Marked handled here; whoever awaits it still gets the error.
   */
  override transaction<T>(callback: Parameters<PGlite['transaction']>[0]): Promise<T> {
    const result = super.transaction(callback) as Promise<T>;
    result.catch(() => {});
    return result;
  }

  override async close(): Promise<void> {
    await super.close();
    if (this.#dataDir !== IN_MEMORY) {
      restrictTree(this.#dataDir);
      await syncTree(this.#dataDir);
    }
  }

  /** Waits until it runs, checks the durable settings, and syncs the files it created. */
  async start(): Promise<this> {
    try {
      await this.waitReady;
      await assertDurable((sql) => this.query(sql));
      if (this.#dataDir !== IN_MEMORY) {
        // PGlite's file system sets the modes it wants (0644, 0666) whatever the umask: take
        // group and other bits off what it created. DATA_DIR's 0700 keeps out what comes later.
        restrictTree(this.#dataDir);
        await syncTree(this.#dataDir);
      }
      return this;
    } catch (error) {
      if (!this.closed) await super.close().catch(() => {});
      if (error instanceof WebAssembly.RuntimeError && this.#dataDir !== IN_MEMORY)
        throw new DataDirectoryUnreadableError(this.#dataDir, error);
      throw error;
    }
  }
}
