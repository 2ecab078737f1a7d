import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
  });
}
