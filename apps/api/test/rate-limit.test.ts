import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_REQUESTS } from '../src/plugins/external/rate-limit.ts';
import { FORM, buildTestApp, randomIp, urlencoded } from './helpers/app.ts';
import type { TestDatabase } from './helpers/databases.ts';
import { redisUrl } from './helpers/redis.ts';
import { databaseVariants } from './helpers/variants.ts';
import { writeWebBuild } from './helpers/web-build.ts';

const lead = () => ({ name: 'Ada', email: 'ada@example.org', message: 'Hello' });

for (const variant of databaseVariants) {
  describe.skipIf(!variant.available)(`rate limits (${variant.name})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    const webRoot = writeWebBuild({ 'index.html': '<title>Home</title>' });

    beforeAll(async () => {
      database = await variant.create();
      app = await buildTestApp(database.db, {
        env: { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000', TRUST_PROXY: '127.0.0.1' },
        webBuildDir: webRoot,
      });
    });

    afterAll(async () => {
      await app?.close();
      await database?.cleanup();
      rmSync(webRoot, { recursive: true, force: true });
    });

    const contact = (remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/contact', payload: lead(), remoteAddress });

    it('answers the post past the limit with 429 JSON and Retry-After', async () => {
      const ip = randomIp();
      for (let i = 0; i < 3; i++) expect((await contact(ip)).statusCode).toBe(200);

      const limited = await contact(ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['content-type']).toMatch(/^application\/json/);
      expect(limited.json()).toEqual({
        success: false,
        message: TOO_MANY_REQUESTS,
        errors: [{ field: 'request', message: TOO_MANY_REQUESTS }],
      });
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    });

    it('counts each client address on its own', async () => {
      const busy = randomIp();
      for (let i = 0; i < 4; i++) await contact(busy);
      expect((await contact(busy)).statusCode).toBe(429);
      expect((await contact(randomIp())).statusCode).toBe(200);
    });

    it('sends a form post past the limit to /form-error', async () => {
      const ip = randomIp();
      const post = () =>
        app.inject({
          method: 'POST',
          url: '/api/contact',
          headers: FORM,
          payload: urlencoded(lead()),
          remoteAddress: ip,
        });
      for (let i = 0; i < 3; i++) {
        expect((await post()).headers.location).toBe('/thank-you/contact');
      }
      const limited = await post();
      expect(limited.statusCode).toBe(303);
      expect(limited.headers.location).toBe('/form-error/rate-limited');
    });

    it('gives the newsletter its own, higher limit (twice RATE_LIMIT_MAX)', async () => {
      const ip = randomIp();
      for (let i = 0; i < 3; i++) await contact(ip);
      expect((await contact(ip)).statusCode).toBe(429);
      const subscribe = () =>
        app.inject({
          method: 'POST',
          url: '/api/newsletter/subscribe',
          payload: { email: 'reader@example.org' },
          remoteAddress: ip,
        });
      for (let i = 0; i < 6; i++) expect((await subscribe()).statusCode).toBe(200);
      expect((await subscribe()).statusCode).toBe(429);
    });

    it('does not limit pages, health checks or unsubscribe links', async () => {
      const ip = randomIp();
      for (let i = 0; i < 10; i++) {
        const responses = await Promise.all([
          app.inject({ method: 'GET', url: '/', remoteAddress: ip }),
          app.inject({ method: 'GET', url: '/healthz', remoteAddress: ip }),
          app.inject({
            method: 'GET',
            url: '/api/newsletter/unsubscribe?token=x',
            remoteAddress: ip,
          }),
        ]);
        expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      }
    });

    it('takes the client address from X-Forwarded-For of a trusted proxy', async () => {
      const client = randomIp();
      const viaProxy = () =>
        app.inject({
          method: 'POST',
          url: '/api/contact',
          payload: lead(),
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': client },
        });
      for (let i = 0; i < 3; i++) expect((await viaProxy()).statusCode).toBe(200);
      expect((await viaProxy()).statusCode).toBe(429);
      // Another visitor behind the same proxy is not affected.
      const other = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: lead(),
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': randomIp() },
      });
      expect(other.statusCode).toBe(200);
    });
  });
}

describe.skipIf(!redisUrl)('rate limits shared through Redis', () => {
  let database: TestDatabase;
  let apps: FastifyInstance[];

  beforeAll(async () => {
    database = await databaseVariants[0]!.create();
    const env = { RATE_LIMIT_MAX: '3', REDIS_URL: redisUrl! };
    // Two instances of the site behind one load balancer.
    apps = [await buildTestApp(database.db, { env }), await buildTestApp(database.db, { env })];
  });

  afterAll(async () => {
    for (const app of apps ?? []) await app.close();
    await database?.cleanup();
  });

  it('counts posts to either instance together', async () => {
    const ip = randomIp();
    const post = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/contact', payload: lead(), remoteAddress: ip });
    expect((await post(apps[0]!)).statusCode).toBe(200);
    expect((await post(apps[1]!)).statusCode).toBe(200);
    expect((await post(apps[0]!)).statusCode).toBe(200);
    const limited = await post(apps[1]!);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('when Redis is unreachable', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await databaseVariants[0]!.create();
    app = await buildTestApp(database.db, {
      env: { RATE_LIMIT_MAX: '1', REDIS_URL: 'redis://127.0.0.1:1' },
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });

  it('still takes every lead rather than failing', async () => {
    const ip = randomIp();
    for (let i = 0; i < 3; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: lead(),
        remoteAddress: ip,
      });
      expect(response.statusCode).toBe(200);
    }
  });
});
