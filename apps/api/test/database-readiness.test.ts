import { once } from 'node:events';
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/build-app.ts';
import { migrateUntilReady, retryDelay, type ReadinessLog } from '../src/db/readiness.ts';
import { UNAVAILABLE } from '../src/routes/api/contact/index.ts';
import { DATABASE_UNAVAILABLE } from '../src/routes/health.ts';
import { FORM, testConfig, urlencoded } from './helpers/app.ts';

function recordingLog() {
  const lines: string[] = [];
  const log: ReadinessLog = {
    info: (message) => lines.push(`info: ${message}`),
    warn: (_detail, message) => lines.push(`warn: ${message}`),
  };
  return { log, lines };
}

/** A migration that fails `failures` times, then succeeds. */
function flakyMigration(failures: number) {
  let calls = 0;
  const migrate = vi.fn(async () => {
    calls += 1;
    if (calls <= failures)
      throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
  });
  return migrate;
}

describe('retryDelay', () => {
  it('doubles from the first pause up to the maximum', () => {
    const delays = { initialMs: 1_000, maxMs: 30_000 };
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((failures) => retryDelay(failures, delays))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe('migrateUntilReady', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is ready after a first attempt that succeeds, and says nothing more', async () => {
    const { log, lines } = recordingLog();
    const readiness = migrateUntilReady({ migrate: flakyMigration(0), log, database: 'db' });
    expect(await readiness.firstAttempt).toBe(true);
    expect(readiness.ready).toBe(true);
    await readiness.whenReady();
    expect(lines).toEqual([]);
  });

  it('tries again after growing pauses until the database answers', async () => {
    vi.useFakeTimers();
    const { log, lines } = recordingLog();
    const migrate = flakyMigration(3);
    const readiness = migrateUntilReady({
      migrate,
      log,
      database: 'PostgreSQL at db:5432/app',
      delays: { initialMs: 1_000, maxMs: 3_000 },
    });
    let becameReady = false;
    void readiness.whenReady().then(() => (becameReady = true));

    expect(await readiness.firstAttempt).toBe(false);
    expect(readiness.ready).toBe(false);
    expect(lines).toEqual([
      'warn: Database PostgreSQL at db:5432/app is not ready (attempt 1); forms answer 503 until it is. Trying again in 1 s',
    ]);

    await vi.advanceTimersByTimeAsync(999);
    expect(migrate).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(migrate).toHaveBeenCalledTimes(2);
    // Then 2 s, then 3 s (the maximum), instead of 4 s.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(migrate).toHaveBeenCalledTimes(3);
    expect(readiness.ready).toBe(false);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(migrate).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(migrate).toHaveBeenCalledTimes(4);

    expect(readiness.ready).toBe(true);
    expect(becameReady).toBe(true);
    expect(lines.at(-1)).toBe('info: Database PostgreSQL at db:5432/app is ready after 4 attempts');
    // Ready: nothing runs any more.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops trying when stopped', async () => {
    vi.useFakeTimers();
    const { log } = recordingLog();
    const migrate = flakyMigration(Number.POSITIVE_INFINITY);
    const readiness = migrateUntilReady({ migrate, log, database: 'db' });
    await readiness.firstAttempt;
    readiness.stop();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(migrate).toHaveBeenCalledTimes(1);
    expect(readiness.ready).toBe(false);
  });

  it('does not become ready from an attempt that ends after it was stopped', async () => {
    const { log, lines } = recordingLog();
    let finish: () => void = () => {};
    const readiness = migrateUntilReady({
      migrate: () => new Promise<void>((resolve) => (finish = resolve)),
      log,
      database: 'db',
    });
    readiness.stop();
    finish();
    expect(await readiness.firstAttempt).toBe(false);
    expect(readiness.ready).toBe(false);
    expect(lines).toEqual([]);
  });
});

/** A TCP port on this machine where nothing listens. */
async function closedPort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('a server whose PostgreSQL does not answer at start', () => {
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    const url = `postgres://travel@127.0.0.1:${await closedPort()}/travel`;
    app = await buildApp({
      config: testConfig({ DATABASE_URL: url }),
      webBuildDir: null,
      logger: { level: 'warn', stream: { write: (line) => lines.push(line) } },
      // Long enough that no second attempt runs during the test.
      retryDelays: { initialMs: 60_000, maxMs: 60_000 },
    });
  });

  afterAll(async () => {
    await app?.close();
  });

  it('starts, and says clearly that it will keep trying', () => {
    const warning = lines.map((line) => JSON.parse(line) as { msg: string; retryInMs?: number });
    expect(warning).toContainEqual(
      expect.objectContaining({
        msg: expect.stringMatching(
          /^Database PostgreSQL at 127\.0\.0\.1:\d+\/travel is not ready \(attempt 1\).*Trying again in 60 s$/,
        ),
        retryInMs: 60_000,
      }),
    );
    expect(lines.join('')).not.toContain('travel@');
  });

  it('is alive but not ready', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', message: DATABASE_UNAVAILABLE });
  });

  it('answers a lead with 503 JSON, a form post with the error page that says so', async () => {
    const lead = { name: 'Ada', email: 'ada@example.org', message: 'Hello' };
    const json = await app.inject({ method: 'POST', url: '/api/contact', payload: lead });
    expect(json.statusCode).toBe(503);
    expect(json.json()).toEqual({ success: false, message: UNAVAILABLE });

    const form = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: FORM,
      payload: urlencoded(lead),
    });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe('/form-error/unavailable');

    const signUp = await app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'ada@example.org' },
    });
    expect(signUp.statusCode).toBe(503);
  });

  it('still answers invalid input with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ada', email: 'nope', message: 'Hello' },
    });
    expect(response.statusCode).toBe(400);
  });
});
