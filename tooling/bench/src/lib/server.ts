/**
 * The production server as `pnpm start` runs it (`node apps/api/dist/server.js`), on a free
 * port of 127.0.0.1, serving the bench's web build, with the per-IP rate limits raised out of
 * the way (RATE_LIMIT_MAX, RATE_LIMIT_NEWSLETTER_MAX: every request comes from one IP here).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { API_SERVER, BENCH_WEB_CLIENT, freePort } from './env.ts';
import { track } from './proc.ts';

export type BenchDatabase = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export const databaseName = (database: BenchDatabase) =>
  database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';

export interface StartOptions {
  database: BenchDatabase;
  /** Where the server's output goes. */
  logFile: string;
  webBuildDir?: string;
  /** Reuse this port (a restart after a crash). */
  port?: number;
  env?: Record<string, string>;
  /** Another way to start it (the cluster: the Dockerfile's command in the bundle). */
  spawn?: { command: string; args: string[]; cwd: string };
}

export interface RunningServer {
  url: string;
  port: number;
  pid: number;
  /** ms from spawn until /readyz answered 200 */
  readyMs: number;
  /** SIGTERM, then SIGKILL after 15 s; resolves when the process is gone. */
  stop(): Promise<void>;
  /** SIGKILL at once (kill -9); resolves when the process is gone. */
  kill9(): Promise<void>;
  exited: Promise<number | null>;
}

/** Settings that would change what is measured; the bench sets its own. */
const CLEARED = [
  'DATABASE_URL',
  'DATA_DIR',
  'REDIS_URL',
  'RECAPTCHA_SECRET',
  'RECAPTCHA_SITE_KEY',
  'ADSENSE_CLIENT_ID',
  'PORT',
  'HOST',
  'WEB_BUILD_DIR',
  'TRUST_PROXY',
  'CORS_ORIGINS',
  'LOG_LEVEL',
];

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of CLEARED) delete env[key];
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    // A bundle finds its own web build (web/ beside dist/) as in production.
    ...(options.spawn && !options.webBuildDir
      ? {}
      : { WEB_BUILD_DIR: options.webBuildDir ?? BENCH_WEB_CLIENT }),
    RATE_LIMIT_MAX: '1000000000',
    RATE_LIMIT_NEWSLETTER_MAX: '1000000000',
    // Production logs every request at info; BENCH_LOG_LEVEL changes that.
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    ...(options.database.kind === 'pglite'
      ? { DATA_DIR: options.database.dataDir }
      : { DATABASE_URL: options.database.url }),
    ...options.env,
  });

  const log = openSync(options.logFile, 'a');
  const started = performance.now();
  const child: ChildProcess = track(
    options.spawn
      ? spawn(options.spawn.command, options.spawn.args, {
          cwd: options.spawn.cwd,
          env,
          stdio: ['ignore', log, log],
        })
      : spawn(process.execPath, [API_SERVER], { env, stdio: ['ignore', log, log] }),
  );
  closeSync(log);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  let gone = false;
  void exited.then(() => (gone = true));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (gone) {
      throw new Error(`The server exited before it was ready:\n${tail(options.logFile)}`);
    }
    try {
      const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server was not ready within 120 s:\n${tail(options.logFile)}`);
    }
    await sleep(100);
  }
  const readyMs = performance.now() - started;

  const waitExit = async () => {
    if (!gone) await exited;
  };
  return {
    url,
    port,
    pid: child.pid!,
    readyMs,
    exited,
    async stop() {
      if (gone) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await waitExit();
      clearTimeout(timer);
    },
    async kill9() {
      if (gone) return;
      child.kill('SIGKILL');
      await waitExit();
    },
  };
}

/** The last lines of a log file. */
export function tail(file: string, lines = 25): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
