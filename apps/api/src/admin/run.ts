import type { AppConfig } from '../config/load.ts';
import { lockHolder } from '../db/data-dir-lock.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import { adminCommands } from './commands.ts';
import { sendAdminCommand } from './socket.ts';

/** A logger for commands run in the CLI's own process: messages to stderr. */
const cliLog = {
  info: (detail: unknown, message?: string) => console.error(message ?? detail),
  warn: (detail: unknown, message?: string) => console.error(message ?? detail),
  error: (detail: unknown, message?: string) => console.error(message ?? detail),
};

/**
 * Runs an admin command (commands.ts) where the data is. PGlite in a directory a live server
 * holds: through that server's `DATA_DIR/admin.sock`. Otherwise in this process: it takes
 * the data directory's lock (so a server starting meanwhile waits its turn by refusing),
 * opens the database with the same durable settings, migrates it, runs the command, closes.
 * With PostgreSQL there is no lock: the command runs here, beside any server.
 */
export async function runAdminCommand(
  config: AppConfig,
  name: string,
  args: Record<string, unknown>,
): Promise<unknown> {
  const command = Object.hasOwn(adminCommands, name) ? adminCommands[name] : undefined;
  if (!command) throw new Error(`Unknown command ${name}`);
  const { database } = config;
  if (database.kind === 'pglite' && lockHolder(database.dataDir)?.role === 'server') {
    return sendAdminCommand(database.dataDir, { command: name, args });
  }
  const opened = await openDatabase(database, `admin command ${name}`);
  try {
    await migrateToLatest(opened.db);
    return await command({ db: opened.db, log: cliLog as never }, args);
  } finally {
    await opened.close();
  }
}
