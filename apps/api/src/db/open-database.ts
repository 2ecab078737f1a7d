import { CamelCasePlugin, Kysely, PGliteDialect } from 'kysely';
import { createDatabase, type CreateDatabaseOptions, type DatabaseChoice } from './create-db.ts';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import type { Database } from './database.ts';
import { DurablePGlite, IN_MEMORY } from './durable-pglite.ts';
import { restrictUmask, securePrivateDir } from '../lib/private-files.ts';

export interface OpenDatabase {
  db: Kysely<Database>;
  /** The PGlite instance, when the data is embedded. */
  pglite: DurablePGlite | null;
  /** DATA_DIR's lock, held until `close()`; null for PostgreSQL and in-memory PGlite. */
  lock: DataDirLock | null;
  /** Closes the database (syncing PGlite's files), then releases the lock. */
  close(): Promise<void>;
}

/**
 * Opens the configured database for a process that owns it: for PGlite in a directory, takes
 * DATA_DIR's lock first (throwing DataDirLockedError when a live process holds it), starts
 * PGlite with durable commits and refuses it when they are not in force. DATA_DIR is made 0700
 * (its files the owner's only) and the process's umask 077 first, at every start. Used by the server,
 * the CLIs and the test and bench helpers that open a data directory.
 */
export async function openDatabase(
  choice: DatabaseChoice,
  role: string,
  options: CreateDatabaseOptions = {},
): Promise<OpenDatabase> {
  restrictUmask();
  if (choice.kind === 'postgres') {
    const db = createDatabase(choice, options);
    return { db, pglite: null, lock: null, close: () => db.destroy() };
  }
  const inMemory = choice.dataDir === IN_MEMORY;
  // Before the database opens: PGlite writes its files world-readable unless the mask says no.
  if (!inMemory) securePrivateDir(choice.dataDir, 'DATA_DIR');
  const lock = inMemory ? null : acquireDataDirLock(choice.dataDir, role);
  let pglite: DurablePGlite;
  try {
    pglite = await new DurablePGlite(choice.dataDir).start();
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = new Kysely<Database>({
    dialect: new PGliteDialect({ pglite }),
    plugins: [new CamelCasePlugin()],
  });
  let closing: Promise<void> | undefined;
  return {
    db,
    pglite,
    lock,
    close: () =>
      (closing ??= (async () => {
        try {
          await db.destroy();
        } finally {
          lock?.release();
        }
      })()),
  };
}
