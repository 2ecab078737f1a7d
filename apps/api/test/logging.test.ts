import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serializeError } from '../src/lib/log-serializers.ts';
import { FORM, buildTestApp, urlencoded } from './helpers/app.ts';
import type { TestDatabase } from './helpers/databases.ts';
import { databaseVariants } from './helpers/variants.ts';

/** What a visitor typed, distinctive enough that any trace of it in the logs shows. */
const EMAIL = 'zephyrine.quillfeather@example.org';
const PHONE = '+1 612 555 0123 x987';
const MESSAGE = 'Secret honeymoon to Lake Bled, do not tell Marguerite';
const NAME = 'Zephyrine Quillfeather';
const SECRETS = [
  EMAIL,
  'zephyrine',
  'quillfeather',
  PHONE,
  '555 0123',
  MESSAGE,
  'Marguerite',
  'Lake Bled',
];

for (const variant of databaseVariants) {
  describe.skipIf(!variant.available)(`logs (${variant.name})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    const lines: string[] = [];

    beforeAll(async () => {
      database = await variant.create();
      app = await buildTestApp(database.db, {
        logger: { level: 'trace', stream: { write: (line) => lines.push(line) } },
      });
    });

    afterAll(async () => {
      await app?.close();
      await database?.cleanup();
    });

    beforeEach(() => {
      lines.length = 0;
    });

    /** Every captured line, parsed: pino writes one JSON object per line. */
    const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

    function expectNoSecrets() {
      const log = lines.join('').toLowerCase();
      expect(log.length).toBeGreaterThan(0);
      for (const secret of SECRETS) expect(log).not.toContain(secret.toLowerCase());
    }

    const body = { name: NAME, email: EMAIL, phone: PHONE, message: MESSAGE };

    it('keeps a stored contact out of the logs, and its cookies and credentials', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { cookie: 'session=s3cr3t', authorization: 'Bearer t0k3n' },
        payload: body,
      });
      expect(response.statusCode).toBe(200);
      expect(lines.join('')).toContain('Contact inquiry stored');
      expectNoSecrets();
      expect(lines.join('')).not.toContain('s3cr3t');
      expect(lines.join('')).not.toContain('t0k3n');
    });

    it('logs the invalid fields by name only', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...body, email: `${EMAIL} nope`, groupSize: MESSAGE.repeat(10) },
      });
      expect(response.statusCode).toBe(400);
      expect(entries()).toContainEqual(
        expect.objectContaining({
          msg: 'Contact inquiry rejected',
          fields: ['email', 'groupSize'],
        }),
      );
      expectNoSecrets();
    });

    it('keeps a body it cannot parse out of the logs', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        // JSON.parse quotes the text around its error in its message.
        payload: `{"email": "${EMAIL}", "message": "${MESSAGE}", "phone": ${PHONE}}`,
      });
      expect(response.statusCode).toBe(400);
      expectNoSecrets();
    });

    it('keeps form posts and newsletter sign-ups out of the logs', async () => {
      const form = await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: FORM,
        payload: urlencoded({ ...body, 'context.service': 'quiz-consultation' }),
      });
      expect(form.statusCode).toBe(303);
      const invalid = await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: FORM,
        payload: urlencoded({ ...body, email: PHONE }),
      });
      expect(invalid.headers.location).toBe('/form-error/invalid?fields=email');
      const signUp = await app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email: EMAIL, name: NAME },
      });
      expect(signUp.statusCode).toBe(200);
      expectNoSecrets();
    });

    it('logs URLs without their query: prefilled addresses and unsubscribe tokens', async () => {
      await app.inject({
        method: 'GET',
        url: `/contact?service=quiz-consultation&name=${encodeURIComponent(NAME)}&email=${encodeURIComponent(EMAIL)}`,
      });
      await app.inject({
        method: 'GET',
        url: '/api/newsletter/unsubscribe?token=t0ken-quillfeather',
      });
      expect(lines.join('')).toContain('/api/newsletter/unsubscribe?…');
      expectNoSecrets();
    });

    describe('when the database fails on the row', () => {
      // A trigger that fails quoting the row, as constraint violations do ("Failing row
      // contains (…)"): the error's message, detail and stack all carry what was typed.
      beforeAll(async () => {
        await sql`create function reject_contact() returns trigger language plpgsql as $$
          begin
            raise exception 'cannot store % % %', new.email, new.phone, new.message
              using detail = 'Failing row contains (' || new.email || ', ' || new.message || ')';
          end $$`.execute(database.db);
        await sql`create trigger reject_contact before insert on contacts
          for each row execute function reject_contact()`.execute(database.db);
      });

      afterAll(async () => {
        await sql`drop trigger reject_contact on contacts`.execute(database.db);
        await sql`drop function reject_contact()`.execute(database.db);
      });

      it('logs what failed without the values', async () => {
        const response = await app.inject({ method: 'POST', url: '/api/contact', payload: body });
        expect(response.statusCode).toBe(503);
        const failure = entries().find(
          (entry) => entry.msg === 'Could not store a contact inquiry',
        );
        expect(failure).toMatchObject({
          level: 50,
          source: 'contact-page',
          err: { code: 'P0001' },
        });
        expectNoSecrets();
      });
    });

    describe('client addresses', () => {
      const IPV4 = '198.51.100.234';
      const IPV6 = '2001:db8:cafe:beef:1:2:3:4';
      const CLIENTS = [IPV4, IPV6];

      /** A request of every kind the server answers, from each client address. */
      async function everyRoute(target: FastifyInstance) {
        for (const remoteAddress of CLIENTS) {
          const requests = [
            { method: 'GET', url: '/healthz' },
            { method: 'GET', url: '/readyz' },
            { method: 'GET', url: '/nowhere' },
            { method: 'GET', url: '/api/nowhere' },
            { method: 'GET', url: `/contact?service=quiz-consultation&email=${EMAIL}` },
            { method: 'GET', url: '/api/newsletter/unsubscribe?token=abc' },
            { method: 'POST', url: '/api/contact', payload: body },
            { method: 'POST', url: '/api/contact', payload: { ...body, email: 'nope' } },
            { method: 'POST', url: '/api/contact', headers: FORM, payload: urlencoded(body) },
            {
              method: 'POST',
              url: '/api/contact',
              headers: { ...FORM, origin: 'https://evil.example' },
              payload: urlencoded(body),
            },
            { method: 'POST', url: '/api/newsletter/subscribe', payload: { email: EMAIL } },
            {
              method: 'POST',
              url: '/api/csp-report',
              headers: { 'content-type': 'application/csp-report' },
              payload: JSON.stringify({
                'csp-report': {
                  'document-uri': `https://travel.example.org/contact?email=${EMAIL}`,
                  'blocked-uri': 'https://evil.example/x.js?q=1',
                  'violated-directive': 'script-src',
                  'script-sample': MESSAGE,
                },
              }),
            },
          ] as const;
          for (const request of requests) {
            const response = await target.inject({ ...request, remoteAddress });
            expect(response.statusCode, request.url).toBeLessThan(500);
          }
        }
      }

      it('logs no trace of a client address on any route, nor what visitors typed', async () => {
        await everyRoute(app);
        const log = lines.join('');
        expect(log).toContain('Contact inquiry stored');
        expect(log).toContain('Content-Security-Policy violation');
        for (const address of [...CLIENTS, '198.51.100', '2001:db8:cafe']) {
          expect(log).not.toContain(address);
        }
        expect(log).not.toContain('remoteAddress');
        expectNoSecrets();
      });

      it('logs the /24 or /48 only with LOG_CLIENT_NETWORK=true', async () => {
        const networkLines: string[] = [];
        const withNetwork = await buildTestApp(database.db, {
          env: { LOG_CLIENT_NETWORK: 'true' },
          logger: { level: 'info', stream: { write: (line) => networkLines.push(line) } },
        });
        try {
          await everyRoute(withNetwork);
        } finally {
          await withNetwork.close();
        }
        const log = networkLines.join('');
        expect(log).toContain('"clientNetwork":"198.51.100.0/24"');
        expect(log).toContain('"clientNetwork":"2001:db8:cafe::/48"');
        for (const address of CLIENTS) expect(log).not.toContain(address);
      });

      it('keeps them out of crash logs: the error path, and errors logged through app.log', async () => {
        const crashing = await buildTestApp(database.db, {
          logger: { level: 'info', stream: { write: (line) => lines.push(line) } },
        });
        crashing.get('/crash', async () => {
          throw new Error(`Could not reach ${EMAIL} from ${IPV4}`);
        });
        try {
          const response = await crashing.inject({ url: '/crash', remoteAddress: IPV4 });
          expect(response.statusCode).toBe(500);
          // What a process-level handler (uncaughtException) does with what it catches.
          const databaseError = Object.assign(
            new Error(`Failing row contains (${EMAIL}, ${PHONE}, ${MESSAGE})`),
            {
              code: '23514',
              detail: `Failing row contains (${EMAIL})`,
            },
          );
          crashing.log.fatal({ err: databaseError }, 'Uncaught exception');
          crashing.log.fatal(
            { err: new Error(`socket ${IPV6} closed for ${EMAIL}`) },
            'Unhandled rejection',
          );
        } finally {
          await crashing.close();
        }
        const log = lines.join('');
        expect(log).toContain('Request failed');
        expect(log).toContain('Uncaught exception');
        expect(log).toContain('Unhandled rejection');
        for (const address of CLIENTS) expect(log).not.toContain(address);
        expectNoSecrets();
      });
    });
  });
}

describe('serializeError', () => {
  it('withholds e-mail and IP addresses an error message quotes', () => {
    const error = new Error('mail to ada@example.org from 203.0.113.9 or 2001:db8::7 failed');
    const serialized = serializeError(error);
    expect(serialized.message).toBe('mail to [withheld] from [withheld] or [withheld] failed');
    expect(serialized.stack).not.toContain('ada@example.org');
  });
});
