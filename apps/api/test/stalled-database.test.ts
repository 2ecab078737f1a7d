import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Siteverify } from '../src/plugins/app/bot-check.ts';
import { DATABASE_UNAVAILABLE } from '../src/routes/health.ts';
import { buildTestApp, FORM, randomIp, urlencoded } from './helpers/app.ts';
import { createPostgresDatabase, type TestDatabase } from './helpers/databases.ts';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy.ts';
import { postgresUrl } from './helpers/variants.ts';

// A database that accepts connections but never answers (a hung server, a network path that
// drops packets) must not hang the forms: the pool's query and connection timeouts and the
// request timeout (config.ts) turn it into a 503, and the app recovers once it answers again.
// The default timeouts are used, so this is what a visitor meets; the bench measures how soon.

describe.skipIf(!postgresUrl)('when PostgreSQL stops answering', () => {
  let proxy: TcpProxy;
  let database: TestDatabase;
  let app: FastifyInstance;
  /**
   * Google hangs too, and the bot check would wait for it for ten minutes: only the request
   * timeout can answer the visitor in time, so without it this suite times out.
   */
  let googleHangs = false;
  const siteverify: Siteverify = ({ signal }) =>
    googleHangs
      ? new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)))
      : Promise.resolve({ success: true, score: 0.9, action: 'contact_form' });

  beforeAll(async () => {
    const url = new URL(postgresUrl!);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    const viaProxy = new URL(postgresUrl!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    database = await createPostgresDatabase(postgresUrl!, { connectUrl: viaProxy.toString() });
    app = await buildTestApp(database.db, {
      env: {
        RECAPTCHA_SECRET: 'secret',
        RECAPTCHA_TIMEOUT_MS: '600000',
        REQUEST_TIMEOUT_MS: '4500',
      },
      siteverify,
    });
  });

  afterAll(async () => {
    proxy?.resume();
    await app?.close();
    await database?.cleanup();
    await proxy?.close();
  });

  const inquiry = (form = false) => {
    const fields = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: `ada-${randomUUID()}@example.org`,
      message: 'Two weeks in Lisbon',
      recaptchaToken: 'token',
      form: 'inquiry-form',
    };
    return app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: randomIp(),
      ...(form
        ? { headers: { ...FORM, referer: 'http://localhost:3000/' }, payload: urlencoded(fields) }
        : { payload: fields }),
    });
  };
  const subscribe = () =>
    app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      remoteAddress: randomIp(),
      payload: { email: `ada-${randomUUID()}@example.org`, recaptchaToken: 'token' },
    });
  const ready = () => app.inject({ method: 'GET', url: '/readyz' });

  it('answers normally while it answers', async () => {
    expect((await inquiry()).statusCode).toBe(200);
    expect((await ready()).statusCode).toBe(200);
  });

  it('answers every form 503 instead of hanging, bot check included, and /readyz fails', async () => {
    proxy.pause();
    googleHangs = true;
    const [json, form, signUp, readiness] = await Promise.all([
      inquiry(),
      inquiry(true),
      subscribe(),
      ready(),
    ]);
    expect(json.statusCode).toBe(503);
    expect(json.json()).toMatchObject({ success: false });
    // A browser without JavaScript is sent to the error page, which links back to its form.
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toMatch(/^\/form-error\/unavailable/);
    expect(signUp.statusCode).toBe(503);
    expect(readiness.statusCode).toBe(503);
    expect(readiness.json()).toEqual({ status: 'unavailable', message: DATABASE_UNAVAILABLE });
  });

  it('recovers without a restart when it answers again', async () => {
    proxy.resume();
    googleHangs = false;
    await expect.poll(async () => (await ready()).statusCode, { timeout: 10_000 }).toBe(200);
    expect((await inquiry()).statusCode).toBe(200);
    expect((await subscribe()).statusCode).toBe(200);
  });
});
