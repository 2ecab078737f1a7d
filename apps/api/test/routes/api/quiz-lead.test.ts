import { randomUUID } from 'node:crypto';
import { destinations } from '@travel/catalog';
import { localizeBundled } from '@travel/catalog/i18n/bundled';
import type { LeadList, LeadWithHistory } from '@travel/schemas';
import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../src/db/migrate.ts';
import type { Siteverify } from '../../../src/plugins/app/bot-check.ts';
import { buildTestApp, testConfig } from '../../helpers/app.ts';
import type { TestDatabase } from '../../helpers/databases.ts';
import { startSmtpSink, toOf, type SmtpSink } from '../../helpers/smtp.ts';
import { signedInStaff, type Staff } from '../../helpers/staff.ts';
import { databaseVariants } from '../../helpers/variants.ts';

const AGENCY = 'agency@example.org';
const mailEnv = (smtpUrl: string) => ({
  SMTP_URL: smtpUrl,
  LEADS_NOTIFY_TO: AGENCY,
  MAIL_RETRY_BASE_MS: '50',
  MAIL_POLL_MS: '100',
  RECAPTCHA_SECRET: 'test-secret',
});

/** reCAPTCHA as Google would answer a token made for the quiz's lead step. */
const siteverify: Siteverify = async () => ({
  success: true,
  score: 0.9,
  action: 'quiz_lead',
  hostname: testConfig().recaptcha.hostname,
});

const quizLead = (overrides: Record<string, unknown> = {}) => ({
  name: 'Lena Vogel',
  email: `lena-${randomUUID()}@example.org`,
  answers: { vibe: 'adventure', length: 'weekend', budget: 'budget', companions: 'solo' },
  recaptchaToken: 'good',
  language: 'de',
  ...overrides,
});

for (const variant of databaseVariants) {
  describe.skipIf(!variant.available)(`quiz lead (${variant.name})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let smtp: SmtpSink;
    let staff: Staff;

    beforeAll(async () => {
      database = await variant.create();
      await migrateToLatest(database.db);
      smtp = await startSmtpSink();
      app = await buildTestApp(database.db, { env: mailEnv(smtp.url), siteverify });
      staff = await signedInStaff(app, database.db);
    });

    afterAll(async () => {
      await app?.close();
      await smtp?.close();
      await database?.cleanup();
    });

    const post = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/quiz/lead', payload });

    it('stores a lead of kind quiz with the answers and the recommended trip, for staff to read', async () => {
      const body = quizLead();
      const response = await post(body);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ success: true });

      const list = await staff.request({
        method: 'GET',
        url: `/api/staff/leads?kind=quiz&q=${encodeURIComponent(body.email)}`,
      });
      expect(list.statusCode, list.body).toBe(200);
      const [summary] = list.json<LeadList>().items;
      expect(summary).toMatchObject({
        kind: 'quiz',
        source: 'quiz',
        name: 'Lena Vogel',
        destination: 'Colorado Mountain Adventure',
        suspect: false,
      });

      const detail = await staff.request({ method: 'GET', url: `/api/staff/leads/${summary!.id}` });
      const { lead } = detail.json<LeadWithHistory>();
      expect(lead.quiz).toEqual({
        answers: [
          {
            question: 'What kind of trip are you dreaming of?',
            answer: 'Adventure & the outdoors',
          },
          { question: 'How long would you like to be away?', answer: 'A long weekend' },
          { question: 'What is your budget per person?', answer: 'Under $1,500' },
          { question: 'Who is coming with you?', answer: 'Just me' },
        ],
        recommendation: 'Colorado Mountain Adventure',
        recommendationPath: null,
      });

      const csv = await staff.request({
        method: 'GET',
        url: `/api/staff/leads.csv?kind=quiz&q=${encodeURIComponent(body.email)}`,
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.body).toContain('quiz_answers');
      expect(csv.body).toContain('What kind of trip are you dreaming of? Adventure & the outdoors');
      expect(csv.body).toContain('Colorado Mountain Adventure');
    });

    it('tells the agency the answers in words and sends the visitor a receipt in their language', async () => {
      const body = quizLead({
        answers: { vibe: 'culture', length: 'week', budget: 'mid', companions: 'couple' },
      });
      expect((await post(body)).statusCode).toBe(200);
      const to = (address: string) => (mail: ParsedMail) => toOf(mail).includes(address);
      const messages = await smtp.waitFor(
        (all) =>
          all.some(to(body.email)) && all.some((m) => m.replyTo?.value[0]?.address === body.email),
      );
      const agency = messages.find((m) => m.replyTo?.value[0]?.address === body.email)!;
      expect(toOf(agency)).toEqual([AGENCY]);
      expect(agency.subject).toMatch(/^New quiz lead: Lena Vogel — /);
      for (const value of ['Culture & history', 'About a week', '$1,500-$5,000', 'My partner'])
        expect(agency.text).toContain(value);
      expect(agency.text).toContain('Recommended trip:');

      const receipt = messages.find(to(body.email))!;
      expect(receipt.text).toContain('Reisequiz');
      expect(receipt.text).toContain('Empfohlene Reise');
      expect(receipt.html).toContain('lang="de"');
      for (const part of [receipt.text, receipt.html]) expect(part).not.toContain('Lena');
      // The recommended destination by its German name (the catalog's translation).
      const [row] = await database.db
        .selectFrom('contacts')
        .select('quiz')
        .where('email', '=', body.email)
        .execute();
      const slug = row!.quiz!.recommendation.slug!;
      const german = (await localizeBundled('destinations', 'de')).find((d) => d.slug === slug)!;
      const english = destinations.find((d) => d.slug === slug)!;
      expect(german.lang).toBe('de');
      expect(german.name).not.toBe(english.name);
      expect(receipt.text).toMatch(new RegExp(`Empfohlene Reise:\\s*${german.name}`));
      expect(receipt.text).not.toContain(english.name);
    });

    it("names a named trip of the quiz in the lead's language", async () => {
      const body = quizLead({
        answers: { vibe: 'relaxation', length: 'week', budget: 'mid', companions: 'couple' },
      });
      expect((await post(body)).statusCode).toBe(200);
      const to = (address: string) => (mail: ParsedMail) => toOf(mail).includes(address);
      const receipt = (await smtp.waitFor((all) => all.some(to(body.email)))).find(to(body.email))!;
      expect(receipt.text).toMatch(/Empfohlene Reise:\s*Wellness-Auszeit in der Toskana/);
      expect(receipt.text).not.toContain('Tuscany Wellness Retreat');
    });

    it('refuses an incomplete or unknown answer and stores nothing', async () => {
      const body = quizLead({ answers: { vibe: 'skydiving', length: 'week', budget: 'mid' } });
      const response = await post(body);
      expect(response.statusCode).toBe(400);
      const fields = response.json<{ errors: { field: string }[] }>().errors.map((e) => e.field);
      expect(fields).toEqual(expect.arrayContaining(['answers.vibe', 'answers.companions']));
      const rows = await database.db
        .selectFrom('contacts')
        .select('id')
        .where('email', '=', body.email)
        .execute();
      expect(rows).toEqual([]);
    });

    it('is stored whatever became of the newsletter sign-up, and the sign-up whatever became of the lead', async () => {
      const email = `both-${randomUUID()}@example.org`;
      // The sign-up refused (a name too long for it): the lead still goes in.
      const refused = await app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email, name: 'x'.repeat(500), source: 'quiz' },
      });
      expect(refused.statusCode).toBe(400);
      expect((await post(quizLead({ email }))).statusCode).toBe(200);
      // The lead refused: the sign-up still goes in.
      expect((await post(quizLead({ email, answers: {} }))).statusCode).toBe(400);
      const subscribed = await app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email, name: 'Lena Vogel', source: 'quiz', recaptchaToken: 'good' },
      });
      expect(subscribed.statusCode).toBe(200);
      const leads = await database.db
        .selectFrom('contacts')
        .select('source')
        .where('email', '=', email)
        .execute();
      expect(leads).toEqual([{ source: 'quiz' }]);
      const subscribers = await database.db
        .selectFrom('newsletterSubscribers')
        .select('source')
        .where('email', '=', email)
        .execute();
      expect(subscribers).toEqual([{ source: 'quiz' }]);
    });
  });
}
