/** Where things are: the repository, the builds the bench uses, the database it may use. */
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
export const WEB_DIR = `${REPO_ROOT}apps/web`;
export const API_SERVER = `${REPO_ROOT}apps/api/dist/server.js`;

/** The web build the bench serves: WEB_OUT_DIR of apps/web (git-ignores every build-* folder). */
export const BENCH_WEB_OUT_DIR = 'build-bench';
export const BENCH_WEB_CLIENT = `${WEB_DIR}/${BENCH_WEB_OUT_DIR}/client`;

/** The Chromium Lighthouse drives: CHROME_PATH, CHROMIUM_PATH, or the system one. */
export function chromePath(): string | undefined {
  for (const candidate of [
    process.env.CHROME_PATH,
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
  ]) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/**
 * The PostgreSQL database the bench owns and recreates: BENCH_DATABASE_URL, or `bench` on the
 * local server (the one the API tests use, 127.0.0.1:5432).
 */
export function benchDatabaseUrl(): string {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  // node-postgres takes the user name from $USER, which a CI shell may not set: name it.
  const user = encodeURIComponent(process.env.PGUSER ?? process.env.USER ?? userInfo().username);
  return `postgres://${user}@127.0.0.1:5432/bench`;
}

/** A TCP port nobody listens on right now (the kernel's choice). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (typeof address === 'object' && address) resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}
