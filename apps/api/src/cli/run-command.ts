import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/create-db.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { staffCommands } from '../staff/admin-commands.ts';

/**
 * Runs one staff command against the configured database (DATABASE_URL, or PGlite in
 * DATA_DIR), opened here and closed afterwards.
 *
 * TODO(admin socket): once the durability work lands, this becomes
 * `runAdminCommand(loadConfig(process.env), name, args)`, which goes through the running
 * server's admin socket when there is one (PGlite allows one process per data directory).
 */
export async function runStaffCommand(
  name: string,
  args: Record<string, unknown>,
): Promise<unknown> {
  const command = staffCommands[name];
  if (!command) throw new Error(`Unknown command ${name}`);
  const config = loadConfig(process.env);
  const db = createDatabase(config.database);
  try {
    await migrateToLatest(db);
    return await command({ db }, args);
  } finally {
    await db.destroy();
  }
}
