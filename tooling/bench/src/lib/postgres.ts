/**
 * The PostgreSQL side of the bench: whether it answers, a database of its own (recreated for
 * every run), reading rows back, and stopping and starting the local cluster for the outage.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import pg from 'pg';
import { onExit, run } from './proc.ts';

/** Whether a server answers at `url` within a second. */
export async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The same server's maintenance database, to create and drop others from. */
export function maintenanceUrl(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = '/postgres';
  return parsed.toString();
}

export function databaseOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

/** Whether the bench's server (the database `bench` may not exist yet) answers. */
export async function serverAnswers(url: string): Promise<boolean> {
  return postgresAnswers(maintenanceUrl(url));
}

/** Drops and creates the bench's own database: every run starts from empty tables. */
export async function recreateDatabase(url: string): Promise<void> {
  const name = databaseOf(url);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unexpected database name '${name}'`);
  if (['postgres', 'test', 'template0', 'template1'].includes(name)) {
    throw new Error(`The bench recreates its database: point it at its own, not '${name}'`);
  }
  const client = new pg.Client({
    connectionString: maintenanceUrl(url),
    connectionTimeoutMillis: 5_000,
  });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

/** The same server and credentials, another database. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(name)}`;
  return parsed.toString();
}

/** Drops a database that recreateDatabase made (at the end of a section that owns one). */
export async function dropDatabase(url: string): Promise<void> {
  const name = databaseOf(url);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unexpected database name '${name}'`);
  await query(maintenanceUrl(url), `drop database if exists ${name} with (force)`);
}

export async function query<T extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export interface ClusterControl {
  describe: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/**
 * How to stop and start the local PostgreSQL: BENCH_PG_STOP and BENCH_PG_START (shell
 * commands), or Debian's pg_ctlcluster for the one cluster under /etc/postgresql.
 * null when neither is there.
 */
export function clusterControl(): ClusterControl | null {
  const stop = process.env.BENCH_PG_STOP;
  const start = process.env.BENCH_PG_START;
  if (stop && start) {
    return {
      describe: `${stop} / ${start}`,
      stop: () => shell(stop),
      start: () => shell(start),
    };
  }
  if (!existsSync('/etc/postgresql')) return null;
  const versions = readdirSync('/etc/postgresql');
  if (versions.length !== 1) return null;
  const version = versions[0]!;
  const command = (action: string) => ['--skip-systemctl-redirect', version, 'main', action];
  try {
    execFileSync('which', ['pg_ctlcluster'], { stdio: 'ignore' });
  } catch {
    return null;
  }
  return {
    describe: `pg_ctlcluster ${version} main stop|start`,
    stop: async () => void (await runChecked('pg_ctlcluster', command('stop'))),
    start: async () => void (await runChecked('pg_ctlcluster', command('start'))),
  };
}

async function shell(command: string): Promise<void> {
  await runChecked('sh', ['-c', command]);
}

async function runChecked(command: string, args: string[]): Promise<void> {
  const result = await run(command, args);
  if (result.code !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed: ${result.lines.map((line) => line.text).join('\n')}`,
    );
  }
}

/**
 * Stops the cluster for `hold`, making sure it is started again whatever happens — even if the
 * bench is interrupted or crashes in between (others use this server).
 */
export function guardCluster(control: ClusterControl): {
  stop(): Promise<void>;
  start(): Promise<void>;
} {
  let stopped = false;
  onExit(() => {
    if (!stopped) return;
    console.error('bench: starting PostgreSQL again');
    const command = process.env.BENCH_PG_START;
    if (command) execFileSync('sh', ['-c', command], { stdio: 'inherit' });
    else {
      const version = readdirSync('/etc/postgresql')[0]!;
      execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], {
        stdio: 'inherit',
      });
    }
  });
  return {
    async stop() {
      stopped = true;
      await control.stop();
    },
    async start() {
      await control.start();
      stopped = false;
    },
  };
}
