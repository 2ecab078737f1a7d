import { runAdminCommand } from '../admin/run.ts';
import { loadConfig } from '../config/load.ts';
import { describeDatabase } from '../db/create-db.ts';
import { runCli, userPath } from './cli.ts';

/**
 * `pnpm backup [file]`: a consistent logical export of every table (gzipped JSON lines), by
 * default `backup-<UTC time>.jsonl.gz` where the command was run. Through the running server
 * when one holds DATA_DIR, else in this process. Restore with `pnpm restore <file>`.
 */
await runCli(async () => {
  const config = loadConfig(process.env);
  const stamp = new Date().toISOString().replaceAll(/[-:]/g, '').replace(/\.\d+/, '');
  const file = userPath(process.argv[2] ?? `backup-${stamp}.jsonl.gz`);
  const result = (await runAdminCommand(config, 'backup', { file })) as {
    tables: Record<string, number>;
  };
  const tables = Object.entries(result.tables).map(([table, rows]) => `  ${table}: ${rows} rows\n`);
  process.stdout.write(
    `Backed up ${describeDatabase(config.database)} to ${file}\n${tables.join('')}`,
  );
});
