import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNAVAILABLE, WELCOME } from '../../../src/routes/api/newsletter/index.ts';
import { FORM, buildTestApp, urlencoded } from '../../helpers/app.ts';
import type { TestDatabase } from '../../helpers/databases.ts';
import { databaseVariants } from '../../helpers/variants.ts';
import { hashToken } from '../../../src/lib/token-hash.ts';

const uniqueEmail = () => `reader-${randomUUID()}@example.org`;

for (const variant of databaseVariants) {
  describe.skipIf(!variant.available)(`the newsletter (${variant.name})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;

    beforeAll(async () => {
      database = await variant.create();
      app = await buildTestApp(database.db);
    });

    afterAll(async () => {
      await app?.close();
      await database?.cleanup();
    });

    const subscribe = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload });
    const subscribeForm = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        headers: { ...FORM, ...headers },
        payload: urlencoded(fields),
      });
    /** The unsubscribe page's button: a form POST to the link's own URL. */
    const unsubscribe = (token: string) =>
      app.inject({
        method: 'POST',
        url: `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
        headers: FORM,
        payload: '',
      });
    /** An unsubscribe link for the address's row: a known token, its hash stored (issue 29). */
    const unsubscribeTokenFor = async (email: string) => {
      const token = randomUUID();
      await database.db
        .updateTable('newsletterSubscribers')
        .set({ unsubscribeToken: hashToken(token) })
        .where(sql<boolean>`lower(email) = ${email.toLowerCase()}`)
        .execute();
      return token;
    };

    const rowsFor = (email: string) =>
      database.db
        .selectFrom('newsletterSubscribers')
        .selectAll()
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .execute();

    describe('POST /api/newsletter/subscribe', () => {
      it.each([
        ['footer', (email: string) => ({ email })],
        ['home section', (email: string) => ({ email, name: 'Ada', recaptchaToken: null })],
        ['blog sidebar', (email: string) => ({ email, name: '' })],
        ['quiz lead', (email: string) => ({ email, name: 'Ada', source: 'quiz' })],
      ])('subscribes from the %s', async (_form, body) => {
        const email = uniqueEmail();
        const response = await subscribe(body(email));
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ success: true, message: WELCOME });
        const rows = await rowsFor(email);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({
          email,
          unsubscribedAt: null,
          suspect: false,
          suspectReason: null,
        });
        // Stored as a SHA-256, never as a working link (issue 29).
        expect(rows[0]!.unsubscribeToken).toMatch(/^[0-9a-f]{64}$/);
        expect(rows[0]!.confirmToken).toMatch(/^[0-9a-f]{64}$/);
        expect(rows[0]!.createdAt).toBeInstanceOf(Date);
      });

      it('stores the name and source given', async () => {
        const email = uniqueEmail();
        await subscribe({ email, name: ' Ada ', source: 'home' });
        expect(await rowsFor(email)).toMatchObject([{ name: 'Ada', source: 'home' }]);
      });

      it('answers the same to a second sign-up, keeping one row', async () => {
        const email = uniqueEmail();
        const first = await subscribe({ email, name: 'Ada' });
        const [before] = await rowsFor(email);
        const second = await subscribe({ email, name: 'Someone else' });

        expect(second.statusCode).toBe(200);
        expect(second.json()).toEqual(first.json());
        const rows = await rowsFor(email);
        expect(rows).toHaveLength(1);
        // Same row, same token, same first name.
        expect(rows[0]).toMatchObject({
          id: before!.id,
          unsubscribeToken: before!.unsubscribeToken,
          name: 'Ada',
        });
      });

      it('treats addresses that differ only in case as one', async () => {
        const email = uniqueEmail();
        await subscribe({ email: email.toUpperCase() });
        const response = await subscribe({ email });
        expect(response.statusCode).toBe(200);
        const rows = await rowsFor(email);
        expect(rows).toHaveLength(1);
        expect(rows[0]!.email).toBe(email.toUpperCase());
      });

      it('makes one row of many simultaneous sign-ups', async () => {
        const email = uniqueEmail();
        const responses = await Promise.all(
          Array.from({ length: 8 }, (_, index) =>
            subscribe({ email: index % 2 ? email : email.toUpperCase() }),
          ),
        );
        expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
        expect(await rowsFor(email)).toHaveLength(1);
      });

      it('answers 400 with field errors, in our words', async () => {
        const missing = await subscribe({ name: 'Ada' });
        expect(missing.statusCode).toBe(400);
        expect(missing.json()).toEqual({
          success: false,
          message: 'Email is required.',
          errors: [{ field: 'email', message: 'Email is required.' }],
        });

        const home = await subscribe({ email: uniqueEmail(), source: 'home', name: ' ' });
        expect(home.statusCode).toBe(400);
        expect(home.json().errors).toEqual([{ field: 'name', message: 'Name is required.' }]);

        const bad = await subscribe({ email: 'not an address' });
        expect(bad.json().errors).toEqual([
          { field: 'email', message: 'Please enter a valid email address.' },
        ]);
      });

      it('answers 400, 413 and 415 as JSON', async () => {
        const malformed = await app.inject({
          method: 'POST',
          url: '/api/newsletter/subscribe',
          headers: { 'content-type': 'application/json' },
          payload: '{"email":',
        });
        expect(malformed.statusCode).toBe(400);
        expect(malformed.json()).toEqual({
          success: false,
          message: 'The request body is not valid JSON.',
          errors: [{ field: 'body', message: 'The request body is not valid JSON.' }],
        });

        const large = await subscribe({ email: uniqueEmail(), name: 'a'.repeat(70_000) });
        expect(large.statusCode).toBe(413);
        expect(large.json()).toMatchObject({ success: false, errors: [{ field: 'body' }] });

        const text = await app.inject({
          method: 'POST',
          url: '/api/newsletter/subscribe',
          headers: { 'content-type': 'text/plain' },
          payload: 'a@example.org',
        });
        expect(text.statusCode).toBe(415);
        expect(text.json()).toMatchObject({ success: false, errors: [{ field: 'body' }] });
      });

      it('stores a filled honeypot as suspect and answers as usual', async () => {
        const email = uniqueEmail();
        const response = await subscribe({ email, website: 'http://spam.example' });
        expect(response.json()).toEqual({ success: true, message: WELCOME });
        expect(await rowsFor(email)).toMatchObject([{ suspect: true, suspectReason: 'honeypot' }]);
      });

      it('never lets a suspect sign-up taint a genuine subscriber', async () => {
        const email = uniqueEmail();
        await subscribe({ email });
        await subscribe({ email, website: 'spam' });
        expect(await rowsFor(email)).toMatchObject([{ suspect: false, suspectReason: null }]);
      });

      it('clears an earlier suspicion when a genuine sign-up follows', async () => {
        const email = uniqueEmail();
        await subscribe({ email, website: 'spam' });
        await subscribe({ email });
        expect(await rowsFor(email)).toMatchObject([{ suspect: false, suspectReason: null }]);
      });
    });

    describe('posted without JavaScript', () => {
      it('subscribes and sends the browser to /newsletter/subscribed', async () => {
        const email = uniqueEmail();
        const response = await subscribeForm({ form: 'newsletter', email, name: 'Ada' });
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe('/newsletter/subscribed');
        expect(await rowsFor(email)).toMatchObject([{ email, name: 'Ada' }]);
      });

      it('sends an invalid sign-up to the error page, naming the field', async () => {
        const response = await subscribeForm(
          { form: 'newsletter', email: 'nope' },
          { referer: 'http://localhost:80/blog', host: 'localhost' },
        );
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe('/form-error/invalid?fields=email&from=%2Fblog');
      });

      it('refuses a post from another site, sending the browser to the error page', async () => {
        const email = uniqueEmail();
        const response = await subscribeForm(
          { email },
          { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        );
        // Not JSON, which the browser would show as text: the page saying nothing was sent.
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe('/form-error');
        expect(await rowsFor(email)).toHaveLength(0);
      });
    });

    describe('POST /api/newsletter/unsubscribe (the page’s button)', () => {
      it('unsubscribes the address of the token and sends the browser on', async () => {
        const email = uniqueEmail();
        await subscribe({ email });
        const response = await unsubscribe(await unsubscribeTokenFor(email));
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe('/newsletter/unsubscribed');
        const [after] = await rowsFor(email);
        expect(after!.unsubscribedAt).toBeInstanceOf(Date);
      });

      it('answers an unknown, empty or missing token exactly the same', async () => {
        const email = uniqueEmail();
        await subscribe({ email });
        const token = await unsubscribeTokenFor(email);
        const known = await unsubscribe(token);
        for (const response of [
          await unsubscribe('no-such-token'),
          await unsubscribe(''),
          await unsubscribe('x'.repeat(500)),
          await app.inject({
            method: 'POST',
            url: '/api/newsletter/unsubscribe',
            headers: FORM,
            payload: '',
          }),
          // Following the same link twice.
          await unsubscribe(token),
        ]) {
          expect(response.statusCode).toBe(known.statusCode);
          expect(response.headers.location).toBe(known.headers.location);
          expect(response.body).toBe(known.body);
        }
      });

      it('does not unsubscribe on a HEAD request (link checkers)', async () => {
        const email = uniqueEmail();
        await subscribe({ email });
        const response = await app.inject({
          method: 'HEAD',
          url: `/api/newsletter/unsubscribe?token=${await unsubscribeTokenFor(email)}`,
        });
        expect(response.statusCode).toBe(404);
        expect(await rowsFor(email)).toMatchObject([{ unsubscribedAt: null }]);
      });

      it('subscribes an unsubscribed address again on a new sign-up, same row', async () => {
        const email = uniqueEmail();
        await subscribe({ email });
        const [row] = await rowsFor(email);
        await unsubscribe(await unsubscribeTokenFor(email));

        const response = await subscribe({ email: email.toUpperCase() });
        expect(response.json()).toEqual({ success: true, message: WELCOME });
        const rows = await rowsFor(email);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ id: row!.id, unsubscribedAt: null, suspect: false });
      });

      it('keeps a bot’s re-subscription of someone who left marked suspect', async () => {
        const email = uniqueEmail();
        await subscribe({ email });
        await unsubscribe(await unsubscribeTokenFor(email));
        await subscribe({ email, website: 'spam' });
        expect(await rowsFor(email)).toMatchObject([
          { unsubscribedAt: null, suspect: true, suspectReason: 'honeypot' },
        ]);
      });
    });

    // Runs last: it closes the database the suite shares.
    describe('when the database is closed', () => {
      beforeAll(async () => {
        await database.db.destroy();
      });

      it('answers a sign-up with 503 JSON', async () => {
        const response = await subscribe({ email: uniqueEmail() });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ success: false, message: UNAVAILABLE });
      });

      it('sends a form sign-up and an unsubscribe link to the error page that says so', async () => {
        const form = await subscribeForm({ email: uniqueEmail() });
        expect(form.headers.location).toBe('/form-error/unavailable');
        const link = await unsubscribe('some-token');
        expect(link.statusCode).toBe(303);
        expect(link.headers.location).toBe('/form-error/unavailable');
      });
    });
  });
}
