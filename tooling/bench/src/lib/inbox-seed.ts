/** 100,000 leads for the inbox section, written straight into a database the server migrated. */
import { spawn } from 'node:child_process';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { REPO_ROOT } from './env.ts';
import { query } from './postgres.ts';
import { track } from './proc.ts';
import type { BenchDatabase } from './server.ts';

export const STAFF_CLI = `${REPO_ROOT}apps/api/dist/cli/staff.js`;
export const BENCH_STAFF = { email: 'bench@agency.example', password: 'bench password 2026' };

/** A word that 1 lead in 20 carries in its name: a search with many hits. */
export const COMMON_TERM = 'lovelace';

/**
 * One statement: the three kinds in turn, one a minute back in time, varied names and messages
 * (an md5 per row keeps the trigrams from repeating), one in fifty suspect. The newest 300 are
 * unread, the rest read: an inbox someone works through (the count of unread leads is read
 * through a partial index, so it costs what there is to count).
 */
export function seedSql(count: number): string {
  return `
insert into contacts (source, first_name, last_name, name, email, phone, destination, message,
                      is_read, suspect, suspect_reason, created_at)
select case i % 3 when 0 then 'inquiry-form' when 1 then 'contact-page' else 'flight-booking' end,
       case when i % 3 = 0 then (array['Ada','Grace','Katherine','Alan','Edsger'])[1 + i % 5] end,
       case when i % 3 = 0 then (array['Lovelace','Hopper','Johnson','Turing','Dijkstra','Knuth','Liskov','Hamilton','Ritchie','Thompson','Kay','Backus','Perlis','Floyd','Hoare','Milner','Wirth','Naur','Cerf','Kahn'])[1 + i % 20] end,
       case when i % 3 <> 0 then 'Visitor ' || md5(i::text || 'n') end,
       'lead' || i || '@example.org',
       '+1 612 555 ' || lpad((i % 10000)::text, 4, '0'),
       case when i % 3 = 2 then 'Minneapolis to Tokyo' else 'Iceland' end,
       'Trip ' || i || ': ' || md5(i::text) || ' ' || md5((i * 7)::text) || ' please call me back.',
       i > 300, i % 50 = 0, case when i % 50 = 0 then 'honeypot' end,
       now() - make_interval(mins => i)
from generate_series(1, ${count}) as i`;
}

/** A search of a few characters that hits one lead only: part of one md5 of the seed. */
export const rareTerm = (md5Hex: string) => md5Hex.slice(3, 11);

export async function seedLeads(database: BenchDatabase, count: number): Promise<string> {
  const sqlText = seedSql(count);
  if (database.kind === 'postgres') {
    await query(database.url, sqlText);
    await query(database.url, 'analyze contacts');
    return (await query<{ h: string }>(database.url, "select md5('4242') as h"))[0]!.h;
  }
  const pglite = new PGlite(database.dataDir, { extensions: { pg_trgm } });
  try {
    await pglite.exec(sqlText);
    await pglite.exec('analyze contacts');
    return (await pglite.query<{ h: string }>("select md5('4242') as h")).rows[0]!.h;
  } finally {
    await pglite.close();
  }
}

/** `node apps/api/dist/cli/staff.js add …` with the password on standard input. */
export async function addBenchStaff(database: BenchDatabase): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  Object.assign(
    env,
    database.kind === 'pglite' ? { DATA_DIR: database.dataDir } : { DATABASE_URL: database.url },
  );
  const child = track(
    spawn(process.execPath, [STAFF_CLI, 'add', BENCH_STAFF.email, '--name', 'Bench'], {
      env,
      stdio: ['pipe', 'ignore', 'pipe'],
    }),
  );
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  child.stdin!.end(`${BENCH_STAFF.password}\n`);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`staff add exited with ${code}: ${stderr}`);
}
