import { loadConfig } from '../config/load.ts';
import { describeDatabase } from '../db/create-db.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import { runCli } from './cli.ts';

/**
 * `pnpm migrate`: brings the configured database to the latest schema, then exits. With
 * PGlite it takes DATA_DIR's lock, so it refuses while a server holds the directory.
 */
await runCli(async () => {
  const config = loadConfig(process.env);
  const opened = await openDatabase(config.database, 'pnpm migrate');
  try {
    const results = await migrateToLatest(opened.db);
    const applied = results.map((result) => `  ${result.migrationName}\n`).join('');
    process.stdout.write(
      `${describeDatabase(config.database)}: ${results.length ? `applied\n${applied}` : 'already up to date\n'}`,
    );
  } finally {
    await opened.close();
  }
});
