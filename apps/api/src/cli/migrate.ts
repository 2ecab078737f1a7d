import { loadConfig } from '../config.ts';
import { createDatabase, describeDatabase } from '../db/create-db.ts';
import { migrateToLatest } from '../db/migrate.ts';

/** `pnpm migrate`: brings the configured database to the latest schema, then exits. */
const config = loadConfig(process.env);
const db = createDatabase(config.database);
try {
  const results = await migrateToLatest(db);
  const applied = results.map((result) => `  ${result.migrationName}\n`).join('');
  process.stdout.write(
    `${describeDatabase(config.database)}: ${results.length ? `applied\n${applied}` : 'already up to date\n'}`,
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
