import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THANK_YOU, UNAVAILABLE } from '../src/routes/api/contact/index.ts';
import { WELCOME } from '../src/routes/api/newsletter/index.ts';
import { DATABASE_UNAVAILABLE } from '../src/routes/health.ts';
import { buildTestApp } from './helpers/app.ts';
import { createPostgresDatabase, withClient, type TestDatabase } from './helpers/databases.ts';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy.ts';
import { postgresUrl } from './helpers/variants.ts';

// PostgreSQL only: PGlite runs inside the process and cannot go away (the suites of each route
// check a closed PGlite database).

describe.skipIf(!postgresUrl)('when PostgreSQL goes away and comes back', () => {
  let proxy: TcpProxy;
  let database: TestDatabase;
  let app: FastifyInstance;
  /** Marks this suite's connections, so that terminating them spares everyone else's. */
  const applicationName = `recovery-${randomUUID()}`;

  beforeAll(async () => {
    const url = new URL(postgresUrl!);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    const viaProxy = new URL(postgresUrl!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    database = await createPostgresDatabase(postgresUrl!, {
      connectUrl: viaProxy.toString(),
      pool: { application_name: applicationName },
    });
    app = await buildTestApp(database.db);
  });

  afterAll(async () => {
    await app?.close();
    await proxy?.start().catch(() => {});
    await database?.cleanup();
    await proxy?.close();
  });

  const contact = () =>
    app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ada', email: `ada-${randomUUID()}@example.org`, message: 'Hello' },
    });
  const subscribe = () =>
    app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: `ada-${randomUUID()}@example.org` },
    });
  const ready = () => app.inject({ method: 'GET', url: '/readyz' });

  it('works while the database is there', async () => {
    expect((await contact()).statusCode).toBe(200);
    expect((await ready()).statusCode).toBe(200);
  });

  it('answers 503 JSON with a clear message while it is down', async () => {
    await proxy.stop();

    const readiness = await ready();
    expect(readiness.statusCode).toBe(503);
    expect(readiness.json()).toEqual({ status: 'unavailable', message: DATABASE_UNAVAILABLE });

    const lead = await contact();
    expect(lead.statusCode).toBe(503);
    expect(lead.json()).toEqual({ success: false, message: UNAVAILABLE });

    const signUp = await subscribe();
    expect(signUp.statusCode).toBe(503);
    expect(signUp.json()).toMatchObject({ success: false });

    // The process itself is fine.
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('recovers by itself when the database returns', async () => {
    await proxy.start();
    const lead = await contact();
    expect(lead.statusCode).toBe(200);
    expect(lead.json()).toEqual({ success: true, message: THANK_YOU });
    expect((await subscribe()).json()).toEqual({ success: true, message: WELCOME });
    expect((await ready()).statusCode).toBe(200);
  });

  it('survives its connections being terminated, the next request succeeding', async () => {
    for (let round = 0; round < 5; round++) {
      // Fill the pool, so that every connection it holds is one that gets terminated.
      await Promise.all([contact(), contact(), subscribe(), ready()]);
      const terminated = await withClient(postgresUrl!, (client) =>
        client.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
          [applicationName],
        ),
      );
      expect(terminated.rowCount).toBeGreaterThan(0);

      expect((await contact()).statusCode).toBe(200);
      expect((await subscribe()).statusCode).toBe(200);
    }
  });
});

describe.skipIf(!postgresUrl)('when PostgreSQL is not there when the server starts', () => {
  let proxy: TcpProxy;
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    const url = new URL(postgresUrl!);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    const viaProxy = new URL(postgresUrl!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    database = await createPostgresDatabase(postgresUrl!, { connectUrl: viaProxy.toString() });
    await proxy.stop();
    app = await buildTestApp(database.db, { retryDelays: { initialMs: 20, maxMs: 100 } });
  });

  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
    await proxy?.close();
  });

  it('starts unready, then migrates and takes leads once the database appears', async () => {
    expect(app.dbReadiness.ready).toBe(false);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    const early = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ada', email: `ada-${randomUUID()}@example.org`, message: 'Hello' },
    });
    expect(early.statusCode).toBe(503);

    await proxy.start();
    await app.dbReadiness.whenReady();

    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    const lead = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ada', email: `ada-${randomUUID()}@example.org`, message: 'Hello' },
    });
    expect(lead.json()).toEqual({ success: true, message: THANK_YOU });
  });
});
