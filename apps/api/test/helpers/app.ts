import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { buildApp, type BuildAppOptions } from '../../src/build-app.ts';
import { loadConfig, type AppConfig } from '../../src/config/load.ts';
import type { Database } from '../../src/db/database.ts';

/**
 * The configuration tests start from: the environment of a fresh checkout plus `env`, with
 * rate limits high enough that only the rate-limit tests meet them, and a request timeout long
 * enough that only the tests of timeouts meet it (on a loaded CI machine the first lead of a
 * suite, which loads the e-mail templates, once took 5.3 s against the 4.5 s default).
 */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({ RATE_LIMIT_MAX: '100000', REQUEST_TIMEOUT_MS: '60000', ...env });
}

export interface TestAppOptions extends Omit<BuildAppOptions, 'config' | 'database'> {
  env?: Record<string, string>;
}

/** The app over a test database, without a web build or logs unless asked for. */
export function buildTestApp(db: Kysely<Database>, { env, ...options }: TestAppOptions = {}) {
  return buildApp({
    database: { db },
    webBuildDir: null,
    logger: false,
    config: testConfig(env),
    ...options,
  });
}

/** A client address of its own, so that rate-limit counters never carry over between tests. */
export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export const FORM = { 'content-type': 'application/x-www-form-urlencoded' } as const;

/** A body as a browser posts a form without JavaScript. */
export function urlencoded(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}
