import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM, buildTestApp, randomIp, urlencoded } from './helpers/app.ts';
import { createPgliteDatabase, type TestDatabase } from './helpers/databases.ts';

// Findings of the security review (issue 16) not covered by a suite of their own: headers,
// the CSP report endpoint, API docs in production, answers during shutdown, TRUST_PROXY and
// single-line fields through the API.

let database: TestDatabase;
beforeAll(async () => {
  database = await createPgliteDatabase();
});
afterAll(async () => {
  await database?.cleanup();
});

describe('headers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database.db);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('turn off powerful features and name where CSP violations go, on every answer', async () => {
    for (const url of ['/healthz', '/api/nowhere', '/api/openapi.json']) {
      const response = await app.inject({ url });
      const policy = String(response.headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(policy, url).toContain(`${feature}=()`);
      }
      expect(response.headers['reporting-endpoints']).toBe('csp="/api/csp-report"');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain('report-uri /api/csp-report');
      expect(csp).toContain('report-to csp');
    }
  });
});

describe('POST /api/csp-report', () => {
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    app = await buildTestApp(database.db, {
      env: { RATE_LIMIT_MAX: '3' },
      logger: { level: 'info', stream: { write: (line) => lines.push(line) } },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  const report = (remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/csp-report',
      remoteAddress,
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({
        'csp-report': {
          'document-uri': 'https://travel.example.org/contact?email=ada%40example.org',
          referrer: 'https://search.example/?q=ada+lovelace',
          'blocked-uri': 'https://evil.example/steal.js?c=ada',
          'violated-directive': 'script-src-elem',
          'effective-directive': 'script-src-elem',
          'script-sample': 'ada@example.org',
        },
      }),
    });

  it('logs each report without queries, samples or referrers, answering 204', async () => {
    lines.length = 0;
    const response = await report(randomIp());
    expect(response.statusCode).toBe(204);
    const entry = lines.map((line) => JSON.parse(line)).find((line) => line.cspViolation);
    expect(entry.cspViolation).toEqual({
      document: 'https://travel.example.org/contact',
      blocked: 'https://evil.example/steal.js',
      directive: 'script-src-elem',
    });
    expect(lines.join('')).not.toMatch(/ada|lovelace/);
  });

  it('reads the Reporting API format too', async () => {
    lines.length = 0;
    const response = await app.inject({
      method: 'POST',
      url: '/api/csp-report',
      remoteAddress: randomIp(),
      headers: { 'content-type': 'application/reports+json' },
      payload: JSON.stringify([
        {
          type: 'csp-violation',
          body: {
            documentURL: 'https://travel.example.org/',
            blockedURL: 'inline',
            effectiveDirective: 'script-src-elem',
            disposition: 'enforce',
          },
        },
      ]),
    });
    expect(response.statusCode).toBe(204);
    expect(lines.join('')).toContain('"blocked":"inline"');
  });

  it('limits reports per client', async () => {
    const ip = randomIp();
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await report(ip)).statusCode);
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
  });
});

describe('/api/docs', () => {
  it.each([
    [{ NODE_ENV: 'production' }, 404],
    [{ NODE_ENV: 'production', API_DOCS: 'true' }, 200],
    [{}, 200],
    [{ API_DOCS: 'false' }, 404],
  ])('with %o answers %i', async (env, status) => {
    const app = await buildTestApp(database.db, { env });
    try {
      const response = await app.inject({ url: '/api/docs/' });
      expect(response.statusCode).toBe(status);
      // The document itself stays: the pages' clients and tools read it.
      expect((await app.inject({ url: '/api/openapi.json' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('during shutdown', () => {
  it('sends a form posted without JavaScript to the error page, and JSON our 503', async () => {
    const app = await buildTestApp(database.db);
    let formPost: Response | undefined;
    let jsonPost: Response | undefined;
    // Runs once the server stops taking requests as usual, while it still listens.
    app.addHook('preClose', async () => {
      const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/contact`;
      const body = { name: 'Ada', email: 'ada@example.org', message: 'Hello' };
      formPost = await fetch(url, {
        method: 'POST',
        headers: FORM,
        body: urlencoded(body),
        redirect: 'manual',
      });
      jsonPost = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    await app.close();
    expect(formPost?.status).toBe(303);
    expect(formPost?.headers.get('location')).toBe('/form-error/unavailable');
    expect(jsonPost?.status).toBe(503);
    expect(await jsonPost?.json()).toMatchObject({ success: false });
  });
});

describe('TRUST_PROXY', () => {
  /** The client address the server settles on (rate limits key on it). */
  async function clientIp(trustProxy: string, forwardedFor: string, remoteAddress: string) {
    const app = await buildTestApp(database.db, { env: { TRUST_PROXY: trustProxy } });
    app.get('/test/ip', async (request) => request.ip);
    try {
      const response = await app.inject({
        url: '/test/ip',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
      });
      return response.body;
    } finally {
      await app.close();
    }
  }

  it('as a hop count, takes the address the last proxy saw, whatever the client claims', async () => {
    // One load balancer (10.0.0.5) that appends the address it saw to the client's header.
    expect(await clientIp('1', '6.6.6.6, 203.0.113.5', '10.0.0.5')).toBe('203.0.113.5');
    expect(await clientIp('2', '6.6.6.6, 203.0.113.5, 10.0.0.9', '10.0.0.5')).toBe('203.0.113.5');
  });

  it('as a list, skips only the proxies named', async () => {
    expect(await clientIp('10.0.0.0/8', '6.6.6.6, 203.0.113.5, 10.0.0.9', '10.0.0.5')).toBe(
      '203.0.113.5',
    );
    // A request not from a listed proxy: its own address, the header ignored.
    expect(await clientIp('10.0.0.0/8', '6.6.6.6', '198.51.100.7')).toBe('198.51.100.7');
  });

  it('as true, lets a client pick its address (why docs/security.md advises against it)', async () => {
    expect(await clientIp('true', '6.6.6.6, 203.0.113.5', '10.0.0.5')).toBe('6.6.6.6');
  });

  it('unset, believes no header', async () => {
    const app = await buildTestApp(database.db);
    app.get('/test/ip', async (request) => request.ip);
    try {
      const response = await app.inject({
        url: '/test/ip',
        remoteAddress: '198.51.100.7',
        headers: { 'x-forwarded-for': '6.6.6.6' },
      });
      expect(response.body).toBe('198.51.100.7');
    } finally {
      await app.close();
    }
  });
});

describe('single-line fields through the API', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database.db);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('refuses CR/LF and bidi overrides with the usual 400 field error, stores nothing', async () => {
    const email = `crlf-${Date.now()}@example.org`;
    for (const [field, value] of [
      ['name', 'Ada\r\nBcc: all@example.org'],
      ['phone', '612\n555'],
      ['destination', 'Oslo \u202Egpj.exe'],
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Ada', email, message: 'Hi\nthere', [field!]: value },
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors).toEqual([
        {
          field,
          message: expect.stringContaining('must be a single line'),
        },
      ]);
    }
    const subscribe = await app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email, name: 'Ada\rLovelace' },
    });
    expect(subscribe.statusCode).toBe(400);
    const form = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: FORM,
      payload: urlencoded({ name: 'Ada\r\nX: y', email, message: 'Hi' }),
    });
    expect(form.headers.location).toBe('/form-error/invalid?fields=name');
    const rows = await database.db
      .selectFrom('contacts')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(rows).toEqual([]);
  });
});
