import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createBotCheck,
  type Siteverify,
  type SiteverifyAnswer,
} from '../src/plugins/app/bot-check.ts';
import { THANK_YOU } from '../src/routes/api/contact/index.ts';
import { WELCOME } from '../src/routes/api/newsletter/index.ts';
import { FORM, buildTestApp, urlencoded } from './helpers/app.ts';
import type { TestDatabase } from './helpers/databases.ts';
import { databaseVariants } from './helpers/variants.ts';

const log = { warn: vi.fn(), info: vi.fn() } as unknown as Parameters<
  ReturnType<typeof createBotCheck>['judge']
>[0]['log'];

const answering =
  (answer: SiteverifyAnswer): Siteverify =>
  async () =>
    answer;

const options = { secret: 's3cret', minScore: 0.5, timeoutMs: 100 };
const input = {
  honeypot: undefined,
  token: 'token',
  tokenExpected: true,
  action: 'contact_form' as const,
  remoteIp: '203.0.113.7',
  log,
};

describe('createBotCheck', () => {
  it('verifies nothing without a secret', async () => {
    const verify = vi.fn<Siteverify>();
    const check = createBotCheck({ ...options, secret: null, verify });
    expect(await check.judge({ ...input, token: null })).toEqual({ suspect: false, reason: null });
    expect(verify).not.toHaveBeenCalled();
  });

  it('asks Google with the secret, the token and the visitor’s address', async () => {
    const verify = vi.fn<Siteverify>(async () => ({
      success: true,
      score: 0.9,
      action: 'contact_form',
    }));
    const check = createBotCheck({ ...options, verify });
    expect(await check.judge(input)).toEqual({ suspect: false, reason: null });
    expect(verify).toHaveBeenCalledWith(
      expect.objectContaining({ secret: 's3cret', token: 'token', remoteIp: '203.0.113.7' }),
    );
  });

  it.each([
    [
      'a low score',
      answering({ success: true, score: 0.3, action: 'contact_form' }),
      'recaptcha-low-score',
    ],
    ['no score', answering({ success: true, action: 'contact_form' }), 'recaptcha-low-score'],
    [
      'another action',
      answering({ success: true, score: 0.9, action: 'newsletter_signup' }),
      'recaptcha-wrong-action',
    ],
    [
      'a rejected token',
      answering({ success: false, 'error-codes': ['timeout-or-duplicate'] }),
      'recaptcha-rejected',
    ],
    [
      'an unreachable verifier',
      (async () => {
        throw new Error('ECONNREFUSED');
      }) as Siteverify,
      'recaptcha-unavailable',
    ],
  ])('marks %s suspect', async (_case, verify, reason) => {
    const check = createBotCheck({ ...options, verify });
    expect(await check.judge(input)).toEqual({ suspect: true, reason });
  });

  it('marks a missing token suspect without asking, from a form that runs the check', async () => {
    const verify = vi.fn<Siteverify>();
    const check = createBotCheck({ ...options, verify });
    expect(await check.judge({ ...input, token: null })).toEqual({
      suspect: true,
      reason: 'recaptcha-missing-token',
    });
    expect(verify).not.toHaveBeenCalled();
  });

  it('does not suspect a missing token from a form that runs no check', async () => {
    const verify = vi.fn<Siteverify>();
    const check = createBotCheck({ ...options, verify });
    expect(await check.judge({ ...input, token: null, tokenExpected: false })).toEqual({
      suspect: false,
      reason: null,
    });
    expect(verify).not.toHaveBeenCalled();
  });

  describe('a verifier that never answers', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('is given up on at the timeout, even when it ignores its abort signal', async () => {
      vi.useFakeTimers();
      let signal: AbortSignal | undefined;
      const check = createBotCheck({
        ...options,
        timeoutMs: 3_000,
        verify: (request) => {
          signal = request.signal;
          return new Promise(() => {});
        },
      });
      let verdict: unknown;
      const judged = check.judge(input).then((result) => (verdict = result));

      await vi.advanceTimersByTimeAsync(2_999);
      expect(verdict).toBeUndefined();
      expect(signal?.aborted).toBe(false);

      await vi.advanceTimersByTimeAsync(1);
      await judged;
      expect(verdict).toEqual({ suspect: true, reason: 'recaptcha-unavailable' });
      expect(signal?.aborted).toBe(true);
      // Nothing is left waiting: no timer outlives the verdict.
      expect(vi.getTimerCount()).toBe(0);
    });
  });

  it('takes a score at the minimum', async () => {
    const check = createBotCheck({
      ...options,
      verify: answering({ success: true, score: 0.5, action: 'contact_form' }),
    });
    expect(await check.judge(input)).toEqual({ suspect: false, reason: null });
  });

  it('judges a filled honeypot first, without asking Google', async () => {
    const verify = vi.fn<Siteverify>();
    const check = createBotCheck({ ...options, verify });
    expect(await check.judge({ ...input, honeypot: 'x' })).toEqual({
      suspect: true,
      reason: 'honeypot',
    });
    expect(verify).not.toHaveBeenCalled();
  });
});

for (const variant of databaseVariants) {
  describe.skipIf(!variant.available)(`reCAPTCHA on the forms (${variant.name})`, () => {
    let database: TestDatabase;
    /** What the fake siteverify answers next; `hang` never answers. */
    let next: SiteverifyAnswer | 'hang' | 'fail' = { success: true, score: 0.9 };
    const calls: Parameters<Siteverify>[0][] = [];
    const siteverify: Siteverify = async (request) => {
      calls.push(request);
      if (next === 'hang') return new Promise(() => {});
      if (next === 'fail') throw new Error('getaddrinfo ENOTFOUND www.google.com');
      return next;
    };
    let app: FastifyInstance;

    beforeAll(async () => {
      database = await variant.create();
      app = await buildTestApp(database.db, {
        env: { RECAPTCHA_SECRET: 'test-secret', RECAPTCHA_TIMEOUT_MS: '100' },
        siteverify,
      });
    });

    afterAll(async () => {
      await app?.close();
      await database?.cleanup();
    });

    const inquiryFields = { firstName: 'Ada', lastName: 'Lovelace', message: 'Hello' };
    const contact = (email: string, recaptchaToken: string | null) =>
      app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...inquiryFields, email, recaptchaToken },
      });
    const contactRow = (email: string) =>
      database.db
        .selectFrom('contacts')
        .select(['suspect', 'suspectReason'])
        .where('email', '=', email)
        .executeTakeFirst();
    const subscriberRow = (email: string) =>
      database.db
        .selectFrom('newsletterSubscribers')
        .select(['suspect', 'suspectReason'])
        .where('email', '=', email)
        .executeTakeFirst();
    const email = () => `bot-check-${randomUUID()}@example.org`;

    it('stores a lead with a good score as genuine', async () => {
      next = { success: true, score: 0.9, action: 'contact_form' };
      const address = email();
      const response = await contact(address, 'good-token');
      expect(response.json()).toEqual({ success: true, message: THANK_YOU });
      expect(await contactRow(address)).toEqual({ suspect: false, suspectReason: null });
      expect(calls.at(-1)).toMatchObject({ secret: 'test-secret', token: 'good-token' });
    });

    it('stores a lead with a low score, answering as usual', async () => {
      next = { success: true, score: 0.1, action: 'contact_form' };
      const address = email();
      const response = await contact(address, 'low-token');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: THANK_YOU });
      expect(await contactRow(address)).toEqual({
        suspect: true,
        suspectReason: 'recaptcha-low-score',
      });
    });

    it('stores an inquiry without a token (script blocked, no JavaScript) marked suspect', async () => {
      const address = email();
      expect((await contact(address, null)).statusCode).toBe(200);
      expect(await contactRow(address)).toEqual({
        suspect: true,
        suspectReason: 'recaptcha-missing-token',
      });

      const form = email();
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: FORM,
        payload: urlencoded({ ...inquiryFields, email: form }),
      });
      expect(response.headers.location).toBe('/thank-you');
      expect(await contactRow(form)).toMatchObject({ suspect: true });
    });

    it('does not suspect the contact page or a flight request for sending no token', async () => {
      const page = email();
      const message = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Ada', email: page, message: 'Hello' },
      });
      expect(message.statusCode).toBe(200);
      expect(await contactRow(page)).toEqual({ suspect: false, suspectReason: null });

      const flight = email();
      const request = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: 'Ada Lovelace',
          email: flight,
          phone: '+1 612 555 0100',
          travelType: 'Flight Booking',
          destination: 'Minneapolis to Tokyo',
          travelDates: '2027-04-02',
          groupSize: '1',
          message: 'Trip Type: oneway',
        },
      });
      expect(request.statusCode).toBe(200);
      expect(await contactRow(flight)).toEqual({ suspect: false, suspectReason: null });
    });

    it('stores a lead when the verifier does not answer in time, and stops waiting', async () => {
      next = 'hang';
      const address = email();
      const response = await contact(address, 'slow-token');
      expect(response.statusCode).toBe(200);
      expect(await contactRow(address)).toEqual({
        suspect: true,
        suspectReason: 'recaptcha-unavailable',
      });
      expect(calls.at(-1)?.signal.aborted).toBe(true);
    });

    it('stores a lead when the verifier cannot be reached', async () => {
      next = 'fail';
      const address = email();
      expect((await contact(address, 'token')).statusCode).toBe(200);
      expect(await contactRow(address)).toMatchObject({ suspect: true });
    });

    it('checks the newsletter’s action, newsletter_signup', async () => {
      next = { success: true, score: 0.9, action: 'newsletter_signup' };
      const genuine = email();
      const response = await app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email: genuine, name: 'Ada', recaptchaToken: 'token' },
      });
      expect(response.json()).toEqual({ success: true, message: WELCOME });
      expect(await subscriberRow(genuine)).toEqual({ suspect: false, suspectReason: null });

      // A token made for the contact form does not pass on the newsletter.
      next = { success: true, score: 0.9, action: 'contact_form' };
      const replayed = email();
      await app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email: replayed, recaptchaToken: 'token' },
      });
      expect(await subscriberRow(replayed)).toEqual({
        suspect: true,
        suspectReason: 'recaptcha-wrong-action',
      });
    });

    it('suspects a missing token on the home section’s sign-ups only', async () => {
      const subscribe = (payload: Record<string, unknown>) =>
        app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload });
      const home = email();
      await subscribe({ email: home, name: 'Ada', source: 'home', recaptchaToken: null });
      expect(await subscriberRow(home)).toEqual({
        suspect: true,
        suspectReason: 'recaptcha-missing-token',
      });
      for (const source of ['footer', 'blog-sidebar', 'quiz']) {
        const address = email();
        await subscribe({ email: address, name: 'Ada', source });
        expect(await subscriberRow(address), source).toEqual({
          suspect: false,
          suspectReason: null,
        });
      }
    });

    it('stores a newsletter sign-up with a low score as suspect', async () => {
      next = { success: true, score: 0.2, action: 'newsletter_signup' };
      const address = email();
      const response = await app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email: address, recaptchaToken: 'token' },
      });
      expect(response.json()).toEqual({ success: true, message: WELCOME });
      expect(await subscriberRow(address)).toEqual({
        suspect: true,
        suspectReason: 'recaptcha-low-score',
      });
    });
  });
}
