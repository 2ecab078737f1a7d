import { test } from '@playwright/test';
import { openDatabase } from '@travel/api/database';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('../../api/', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * The environment variable naming a data directory that a server has already created and
 * migrated (e2e/global-setup.ts), copied for each server instead of creating one from nothing.
 */
export const DATA_TEMPLATE_ENV = 'TRAVEL_E2E_DATA_TEMPLATE';

/**
 * A new data directory for one server. When the run's global set-up made a template, it holds a
 * copy of it: PGlite then opens an existing cluster (about 2.5 s on a quiet machine) instead of
 * creating and migrating one (about 6.5 s, and CPU that the browser tests beside it wait for),
 * some fifty times a run. The API's own tests cover creating a data directory from nothing.
 */
export function freshDataDir(prefix = 'travel-e2e-'): string {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const template = process.env[DATA_TEMPLATE_ENV];
  if (template) cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/** How long a start may take: PGlite's start-up on a busy 2-core machine has taken over 30 s. */
const START_TIMEOUT_MS = 90_000;

/**
 * Starts the production server (`node dist/server.js`) on a free port with PGlite in `dataDir`
 * (or the PostgreSQL of `extraEnv.DATABASE_URL`),
 * and waits until it is ready (`/readyz`: the database open and migrated), not merely listening.
 */
export async function startServer(
  dataDir = freshDataDir(),
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<RunningServer> {
  // The test or hook starting a server gets the start's time on top of its own (30 s by
  // default, less than one slow start): twice in one CI run, a beforeAll ran out while PGlite
  // was still starting, and left its server running.
  try {
    const info = test.info();
    info.setTimeout(info.timeout + START_TIMEOUT_MS);
  } catch {
    // Not inside a test or a hook: the start's own deadline holds.
  }
  const port = await freePort();
  // PGlite in `dataDir` unless the test itself names a database (`extraEnv.DATABASE_URL`).
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: undefined,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...extraEnv,
  };
  if (env.DATABASE_URL === undefined) delete env.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, ['dist/server.js'], {
    cwd: apiDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  let stopping = false;
  // A server that dies under a test shows up there as refused connections: say why here.
  child.once('exit', (code, signal) => {
    if (!stopping)
      console.error(
        `e2e server on ${url} exited unexpectedly (code ${code}, signal ${signal}); its last output:\n${output.slice(-2_000)}`,
      );
  });

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      stopping = true;
      child.kill('SIGKILL');
      throw new Error(`server not ready in ${START_TIMEOUT_MS / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    dataDir,
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Reads the stored database directly; the server using `dataDir` must be stopped (opening it
 * takes its lock, as every process that opens a data directory does).
 */
export async function queryStored<T>(dataDir: string, sql: string): Promise<T[]> {
  const opened = await openDatabase({ kind: 'pglite', dataDir }, 'e2e test');
  try {
    const result = await opened.pglite!.query<T>(sql);
    return result.rows;
  } finally {
    await opened.close();
  }
}
