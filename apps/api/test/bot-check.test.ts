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
import { FORM, buildTestApp, testConfig, urlencoded } from './helpers/app.ts';
import type { TestDatabase } from './helpers/databases.ts';
import { databaseVariants } from './helpers/variants.ts';

const log = { warn: vi.fn(), info: vi.fn() } as unknown as Parameters<
  ReturnType<typeof createBotCheck>['judge']
>[0]['log'];

const answering =
  (answer: SiteverifyAnswer): Siteverify =>
  async () =>
    answer;

/** The site's hostname (from SITE_ORIGIN), which Google's answer must name. */
const HOSTNAME = testConfig().recaptcha.hostname;
const options = {
  secret: 's3cret',
  minScore: 0.5,
  timeoutMs: 100,
  hostname: 'travel.example.org',
  sendIp: false,
};
const input = {
  honeypot: undefined,
  token: 'token',
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

  it('asks Google with the secret and the token, not the visitor’s address', async () => {
    const verify = vi.fn<Siteverify>(async () => ({
      success: true,
      score: 0.9,
      action: 'contact_form',
      hostname: 'travel.example.org',
    }));
    const check = createBotCheck({ ...options, verify });
    expect(await check.judge(input)).toEqual({ suspect: false, reason: null });
    expect(verify).toHaveBeenCalledWith(
      expect.objectContaining({ secret: 's3cret', token: 'token', remoteIp: null }),
    );
  });

  it('sends the visitor’s address only with RECAPTCHA_SEND_IP', async () => {
    const verify = vi.fn<Siteverify>(async () => ({
      success: true,
      score: 0.9,
      action: 'contact_form',
      hostname: 'travel.example.org',
    }));
    await createBotCheck({ ...options, sendIp: true, verify }).judge(input);
    expect(verify).toHaveBeenCalledWith(expect.objectContaining({ remoteIp: '203.0.113.7' }));
  });

  it.each([
    [
      'a low score',
      answering({
        success: true,
        score: 0.3,
        action: 'contact_form',
        hostname: 'travel.example.org',
      }),
      'recaptcha-low-score',
    ],
    [
      'no score',
      answering({ success: true, action: 'contact_form', hostname: 'travel.example.org' }),
      'recaptcha-low-score',
    ],
    [
      'another action',
      answering({ success: true, score: 0.9, action: 'newsletter_signup' }),
      'recaptcha-wrong-action',
    ],
    [
      'a token made on another site',
      answering({ success: true, score: 0.9, action: 'contact_form', hostname: 'evil.example' }),
      'recaptcha-wrong-hostname',
    ],
    [
      'an answer naming no site',
      answering({ success: true, score: 0.9, action: 'contact_form' }),
      'recaptcha-wrong-hostname',
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

  it('marks a missing token suspect without asking, whatever the form', async () => {
    const verify = vi.fn<Siteverify>();
    const check = createBotCheck({ ...options, verify });
    for (const action of ['contact_form', 'contact_page', 'newsletter_footer'] as const) {
      expect(await check.judge({ ...input, action, token: null })).toEqual({
        suspect: true,
        reason: 'no-token',
      });
    }
    expect(verify).not.toHaveBeenCalled();
  });

  describe('a verifier that never answers', () => {
    afterEach(() => {
      // The spies first: they wrap the fake timers, which useRealTimers then takes away.
      vi.restoreAllMocks();
      vi.useRealTimers();
    });

    it('is given up on at the timeout, even when it ignores its abort signal', async () => {
      vi.useFakeTimers();
      // The check's own timer, told apart from any other code's (a database pool's idle timer
      // can be set while this runs, on a busy machine it was).
      const setTimer = vi.spyOn(globalThis, 'setTimeout');
      const clearTimer = vi.spyOn(globalThis, 'clearTimeout');
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
      // Nothing is left waiting: the check's timer does not outlive the verdict.
      const checkTimers = setTimer.mock.calls.flatMap(([, delay], index) =>
        delay === 3_000 ? [setTimer.mock.results[index]!.value as unknown] : [],
      );
      expect(checkTimers).toHaveLength(1);
      expect(clearTimer.mock.calls.map(([timer]) => timer as unknown)).toContain(checkTimers[0]);
    });
  });

  it('takes a score at the minimum', async () => {
    const check = createBotCheck({
      ...options,
      verify: answering({
        success: true,
        score: 0.5,
        action: 'contact_form',
        hostname: 'travel.example.org',
      }),
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
      next = { success: true, score: 0.9, action: 'contact_form', hostname: HOSTNAME };
      const address = email();
      const response = await contact(address, 'good-token');
      expect(response.json()).toEqual({ success: true, message: THANK_YOU });
      expect(await contactRow(address)).toEqual({ suspect: false, suspectReason: null });
      expect(calls.at(-1)).toMatchObject({ secret: 'test-secret', token: 'good-token' });
    });

    it('stores a lead with a low score, answering as usual', async () => {
      next = { success: true, score: 0.1, action: 'contact_form', hostname: HOSTNAME };
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
      expect(await contactRow(address)).toEqual({ suspect: true, suspectReason: 'no-token' });

      const form = email();
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: FORM,
        payload: urlencoded({ ...inquiryFields, email: form }),
      });
      expect(response.headers.location).toBe('/thank-you');
      expect(await contactRow(form)).toEqual({ suspect: true, suspectReason: 'no-token' });
    });

    const flightRequest = {
      name: 'Ada Lovelace',
      phone: '+1 612 555 0100',
      travelType: 'Flight Booking',
      destination: 'Minneapolis to Tokyo',
      travelDates: '2027-04-02',
      groupSize: '1',
      message: 'Trip Type: oneway',
    };

    it('judges the contact page and the flight request like the inquiry form', async () => {
      const page = email();
      const message = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Ada', email: page, message: 'Hello' },
      });
      expect(message.statusCode).toBe(200);
      expect(await contactRow(page)).toEqual({ suspect: true, suspectReason: 'no-token' });

      const flight = email();
      const request = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...flightRequest, email: flight },
      });
      expect(request.statusCode).toBe(200);
      expect(await contactRow(flight)).toEqual({ suspect: true, suspectReason: 'no-token' });

      // Each with a token of its own action: genuine; with the inquiry form's: suspect.
      for (const [payload, action] of [
        [{ name: 'Ada', message: 'Hello' }, 'contact_page'],
        [flightRequest, 'flight_booking'],
      ] as const) {
        next = { success: true, score: 0.9, action, hostname: HOSTNAME };
        const genuine = email();
        await app.inject({
          method: 'POST',
          url: '/api/contact',
          payload: { ...payload, email: genuine, recaptchaToken: 'token' },
        });
        expect(await contactRow(genuine), action).toEqual({ suspect: false, suspectReason: null });
        next = { success: true, score: 0.9, action: 'contact_form', hostname: HOSTNAME };
        const replayed = email();
        await app.inject({
          method: 'POST',
          url: '/api/contact',
          payload: { ...payload, email: replayed, recaptchaToken: 'token' },
        });
        expect(await contactRow(replayed), action).toEqual({
          suspect: true,
          suspectReason: 'recaptcha-wrong-action',
        });
      }
    });

    it('suspects a token made on another site', async () => {
      next = { success: true, score: 0.9, action: 'contact_form', hostname: 'evil.example' };
      const address = email();
      expect((await contact(address, 'token')).statusCode).toBe(200);
      expect(await contactRow(address)).toEqual({
        suspect: true,
        suspectReason: 'recaptcha-wrong-hostname',
      });
    });

    it('does not send the visitor’s address to Google by default', async () => {
      next = { success: true, score: 0.9, action: 'contact_form', hostname: HOSTNAME };
      await contact(email(), 'token');
      expect(calls.at(-1)?.remoteIp).toBeNull();
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
      next = { success: true, score: 0.9, action: 'newsletter_signup', hostname: HOSTNAME };
      const genuine = email();
      const response = await app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email: genuine, name: 'Ada', recaptchaToken: 'token' },
      });
      expect(response.json()).toEqual({ success: true, message: WELCOME });
      expect(await subscriberRow(genuine)).toEqual({ suspect: false, suspectReason: null });

      // A token made for the contact form does not pass on the newsletter.
      next = { success: true, score: 0.9, action: 'contact_form', hostname: HOSTNAME };
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

    it('suspects a missing token on every newsletter form, and checks each one’s action', async () => {
      const subscribe = (payload: Record<string, unknown>) =>
        app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload });
      for (const source of ['home', 'footer', 'blog-sidebar', 'blog-index', 'quiz', undefined]) {
        const address = email();
        await subscribe({ email: address, name: 'Ada', source, recaptchaToken: null });
        expect(await subscriberRow(address), source).toEqual({
          suspect: true,
          suspectReason: 'no-token',
        });
      }
      next = { success: true, score: 0.9, action: 'newsletter_footer', hostname: HOSTNAME };
      const footer = email();
      await subscribe({ email: footer, source: 'footer', recaptchaToken: 'token' });
      expect(await subscriberRow(footer)).toEqual({ suspect: false, suspectReason: null });
      const home = email();
      await subscribe({ email: home, name: 'Ada', source: 'home', recaptchaToken: 'token' });
      expect(await subscriberRow(home)).toMatchObject({ suspectReason: 'recaptcha-wrong-action' });
    });

    it('stores a newsletter sign-up with a low score as suspect', async () => {
      next = { success: true, score: 0.2, action: 'newsletter_signup', hostname: HOSTNAME };
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
