import { LANGUAGE_CODES, loadResources, type LanguageCode } from '@travel/i18n';
import english from '@travel/i18n/en/api.json' with { type: 'json' };
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerLanguage } from '../src/lib/answers.ts';
import { buildTestApp, randomIp } from './helpers/app.ts';
import type { TestDatabase } from './helpers/databases.ts';
import { databaseVariants } from './helpers/variants.ts';

/** The `api` dictionary of each language, as the translators wrote it. */
async function dictionary(code: LanguageCode): Promise<typeof english> {
  return (await loadResources(code)).api as typeof english;
}

const lead = (language?: string) => ({
  name: 'Ada',
  email: 'ada@example.org',
  message: 'Hello',
  ...(language ? { language } : {}),
});

describe('the language of an answer', () => {
  const request = (body: unknown, headers: Record<string, string> = {}) =>
    ({ body, headers }) as unknown as Parameters<typeof answerLanguage>[0];

  it('is the posted language first, then the cookie, then Accept-Language, else English', () => {
    expect(answerLanguage(request({ language: 'ja' }, { 'accept-language': 'de' }))).toBe('ja');
    expect(answerLanguage(request({}, { cookie: 'language=ko', 'accept-language': 'de' }))).toBe(
      'ko',
    );
    expect(answerLanguage(request(undefined, { 'accept-language': 'xx, pt-BR;q=0.8, de' }))).toBe(
      'pt',
    );
    expect(answerLanguage(request({ language: 'xx' }, { 'accept-language': 'xx-YY' }))).toBe('en');
    expect(answerLanguage(request(undefined))).toBe('en');
  });

  it('has every answer written in every language, none left in English', async () => {
    for (const code of LANGUAGE_CODES.filter((code) => code !== 'en')) {
      const own = await dictionary(code);
      expect(Object.keys(own), code).toEqual(Object.keys(english));
      for (const key of Object.keys(english) as (keyof typeof english)[]) {
        expect(own[key], `${code} ${key}`).not.toBe(english[key]);
      }
    }
  });
});

for (const variant of databaseVariants) {
  describe.skipIf(!variant.available)(`answers in the visitor's language (${variant.name})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;

    beforeAll(async () => {
      database = await variant.create();
      app = await buildTestApp(database.db, {
        env: { RATE_LIMIT_MAX: '1', RATE_LIMIT_WINDOW_MS: '60000' },
      });
    });

    afterAll(async () => {
      await app?.close();
      await database?.cleanup();
    });

    it.each(LANGUAGE_CODES)('thanks for a lead and a sign-up in %s', async (code) => {
      const words = await dictionary(code);
      const contact = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: lead(code),
        remoteAddress: randomIp(),
      });
      expect(contact.json()).toEqual({ success: true, message: words.contactThankYou });
      const signUp = await app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email: `${code}@example.org`, source: 'footer', language: code },
        remoteAddress: randomIp(),
      });
      expect(signUp.json()).toEqual({ success: true, message: words.newsletterWelcome });
    });

    it('says a limit is reached in the page language, which the page also sends as Accept-Language', async () => {
      const ip = randomIp();
      const post = (headers: Record<string, string>) =>
        app.inject({
          method: 'POST',
          url: '/api/contact',
          payload: lead('de'),
          headers,
          remoteAddress: ip,
        });
      expect((await post({ 'accept-language': 'de' })).statusCode).toBe(200);
      const limited = await post({ 'accept-language': 'de' });
      expect(limited.statusCode).toBe(429);
      const { tooManyRequests } = await dictionary('de');
      expect(limited.json()).toEqual({
        success: false,
        message: tooManyRequests,
        errors: [{ field: 'request', message: tooManyRequests }],
      });
      const arabic = await post({ 'accept-language': 'ar' });
      expect(arabic.json()).toMatchObject({ message: (await dictionary('ar')).tooManyRequests });
      // Without a header, the limit is met before the body is read: English.
      expect((await post({})).json()).toMatchObject({ message: english.tooManyRequests });
    });

    it('says the service is away in the posted language', async () => {
      app.dbReadiness.fail(new Error('The database went away (test).'));
      const contact = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: lead('fr'),
        remoteAddress: randomIp(),
      });
      expect(contact.statusCode).toBe(503);
      expect(contact.json()).toEqual({
        success: false,
        message: (await dictionary('fr')).contactUnavailable,
      });
      const signUp = await app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email: 'ada@example.org', source: 'footer', language: 'zh' },
        remoteAddress: randomIp(),
      });
      expect(signUp.statusCode).toBe(503);
      expect(signUp.json()).toEqual({
        success: false,
        message: (await dictionary('zh')).newsletterUnavailable,
      });
      const plain = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: lead(),
        remoteAddress: randomIp(),
      });
      expect(plain.json()).toEqual({ success: false, message: english.contactUnavailable });
    });
  });
}
