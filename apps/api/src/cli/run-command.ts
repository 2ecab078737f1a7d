import { runAdminCommand } from '../admin/run.ts';
import { loadConfig } from '../config/load.ts';

/**
 * Runs one staff command (staff/admin-commands.ts) where the data is: through the running
 * server's `DATA_DIR/admin.sock` when one holds the data directory (PGlite allows one process
 * per directory), else in this process (admin/run.ts).
 */
export function runStaffCommand(name: string, args: Record<string, unknown>): Promise<unknown> {
  return runAdminCommand(loadConfig(process.env), name, args);
}
