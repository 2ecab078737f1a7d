import { isAbsolute } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { exportBackup } from '../backup/logical.ts';
import type { Database } from '../db/database.ts';
import { staffCommands } from '../staff/admin-commands.ts';

/** What a command runs with: the database (migrated) and a logger. */
export interface AdminContext {
  db: Kysely<Database>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/**
 * An administrative command: run inside the server through `DATA_DIR/admin.sock` while one
 * holds the data directory, or in the CLI's own process otherwise (see run.ts). `args` and
 * the result cross a socket as JSON: keep both JSON-serialisable, and validate `args` (they
 * come from the CLI, not from a visitor, but a typo should still read as a clear error).
 * Throw an Error with a message for the operator to read.
 */
export type AdminCommand = (ctx: AdminContext, args: Record<string, unknown>) => Promise<unknown>;

/** `backup {file}`: a consistent logical export of every table to `file` (an absolute path). */
const backup: AdminCommand = async ({ db, log }, args) => {
  const file = args.file;
  if (typeof file !== 'string' || !isAbsolute(file))
    throw new Error('backup needs `file`, an absolute path');
  const tables = await exportBackup(db, file);
  log.info({ file, tables }, 'Backup written');
  return { file, tables };
};

/** Every command, by name. Register new ones here. */
export const adminCommands: Record<string, AdminCommand> = { backup, ...staffCommands };
