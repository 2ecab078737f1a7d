import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { importBackup } from '../backup/logical.ts';
import { loadConfig } from '../config/load.ts';
import { describeDatabase } from '../db/create-db.ts';
import { DataDirLockedError, lockHolder } from '../db/data-dir-lock.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import { runCli, userPath } from './cli.ts';

/**
 * `pnpm restore <file>`: fills an empty database from a `pnpm backup` file: PGlite in a
 * DATA_DIR that holds no database yet, or PostgreSQL (DATABASE_URL) whose tables are empty,
 * which is how an agency moves from the embedded database to PostgreSQL. With PGlite it takes
 * DATA_DIR's lock, so it refuses while a server holds the directory.
 */
await runCli(async () => {
  const given = process.argv[2];
  if (!given) throw new Error('Usage: pnpm restore <backup file>');
  const file = userPath(given);
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  const config = loadConfig(process.env);
  const { database } = config;
  const holder = database.kind === 'pglite' ? lockHolder(database.dataDir) : null;
  if (holder && database.kind === 'pglite') throw new DataDirLockedError(database.dataDir, holder);
  if (database.kind === 'pglite' && existsSync(join(database.dataDir, 'PG_VERSION')))
    throw new Error(
      `${database.dataDir} already holds a database: restore into an empty DATA_DIR ` +
        '(move this one aside first).',
    );
  const opened = await openDatabase(database, 'pnpm restore');
  try {
    await migrateToLatest(opened.db);
    const tables = await importBackup(opened.db, file);
    const lines = Object.entries(tables).map(([table, rows]) => `  ${table}: ${rows} rows\n`);
    process.stdout.write(`Restored ${file} into ${describeDatabase(database)}\n${lines.join('')}`);
  } finally {
    await opened.close();
  }
});
