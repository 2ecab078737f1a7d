import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { themeScript } from '@travel/ui/theme-script';
import { darkColors, fontFamily, lightColors } from '@travel/ui/tokens';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { THEME_SCRIPT_HASH } from '../../src/lib/content-security-policy.ts';
import { deleteExpired } from '../../src/newsletter/subscriptions.ts';
import { FORM, buildTestApp, urlencoded } from '../helpers/app.ts';
import type { TestDatabase } from '../helpers/databases.ts';
import { startSmtpSink, toOf, type SmtpSink } from '../helpers/smtp.ts';
import { databaseVariants } from '../helpers/variants.ts';

const uniqueEmail = () => `reader-${randomUUID()}@example.org`;

/** The path and query of the first link to `path` in a message's text. */
function linkTo(mail: ParsedMail, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path}\\?token=[\\w%-]+`).exec(mail.text ?? '');
  expect(match, `a ${path} link`).not.toBeNull();
  const url = new URL(match![0]);
  return url.pathname + url.search;
}

/** A header as sent (mailparser turns `List-*` headers into an object of its own). */
const header = (mail: ParsedMail, name: string) => {
  const line = mail.headerLines.find((entry) => entry.key === name)?.line ?? '';
  return line
    .slice(line.indexOf(':') + 1)
    .replace(/\r?\n\s+/g, ' ')
    .trim();
};

for (const variant of databaseVariants) {
  describe.skipIf(!variant.available)(`newsletter e-mail (${variant.name})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let smtp: SmtpSink;

    beforeAll(async () => {
      database = await variant.create();
      await migrateToLatest(database.db);
      smtp = await startSmtpSink();
      app = await buildTestApp(database.db, {
        env: { SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: '50', MAIL_POLL_MS: '100' },
      });
      await app.ready();
    });

    afterAll(async () => {
      await app?.close();
      await smtp?.close();
      await database?.cleanup();
    });

    const subscribe = (email: string, language = 'de') =>
      app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email, source: 'footer', language },
      });
    const rowOf = (email: string) =>
      database.db
        .selectFrom('newsletterSubscribers')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
    const mailsTo = (email: string) => (all: ParsedMail[]) =>
      all.filter((m) => toOf(m).includes(email));

    it('subscribe → confirmation → page → POST confirms → welcome with one-click unsubscribe', async () => {
      const email = uniqueEmail();
      expect((await subscribe(email)).statusCode).toBe(200);
      expect(await rowOf(email)).toMatchObject({ confirmedAt: null, language: 'de' });

      const [confirmation] = mailsTo(email)(
        await smtp.waitFor((all) => mailsTo(email)(all).length === 1),
      );
      expect(confirmation!.subject).toBe(
        'Bestätigen Sie Ihr Abonnement des Northstar Voyages-Newsletters',
      );
      const link = linkTo(confirmation!, '/api/newsletter/confirm');

      // Following the link (as a mail scanner would) confirms nobody.
      const pageResponse = await app.inject({ method: 'GET', url: link });
      expect(pageResponse.statusCode).toBe(200);
      expect(pageResponse.headers['content-type']).toMatch(/^text\/html/);
      expect(pageResponse.body).toContain('lang="de"');
      expect(pageResponse.body).toContain('<form method="post"');
      expect(pageResponse.body).toContain('Abonnement bestätigen');
      expect((await rowOf(email)).confirmedAt).toBeNull();

      // The button posts the page's form to the same URL.
      const confirmed = await app.inject({ method: 'POST', url: link, headers: FORM, payload: '' });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.body).toContain('Sie sind angemeldet');
      expect((await rowOf(email)).confirmedAt).toBeInstanceOf(Date);
      // A link confirms once; opened again, it says the address is subscribed (issue 28),
      // and writes no second welcome.
      for (const method of ['GET', 'POST'] as const) {
        const again = await app.inject({ method, url: link, headers: FORM, payload: '' });
        expect(again.statusCode).toBe(200);
        expect(again.body).toContain('Sie sind angemeldet');
        expect(again.body).toContain('Diese Adresse ist bereits bestätigt');
        expect(again.body).not.toContain('<form method="post"');
      }

      const all = await smtp.waitFor((messages) => mailsTo(email)(messages).length === 2);
      const welcome = mailsTo(email)(all)[1]!;
      expect(welcome.subject).toBe('Willkommen beim Newsletter von Northstar Voyages');
      expect(header(welcome, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      const listUnsubscribe = header(welcome, 'list-unsubscribe');
      expect(listUnsubscribe).toMatch(
        /<https:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=[\w-]+>, <mailto:/,
      );
      const unsubscribe = new URL(/<(https:[^>]+)>/.exec(listUnsubscribe)![1]!);
      const url = unsubscribe.pathname + unsubscribe.search;

      // A GET alone (a link checker) unsubscribes nobody: it answers a page with a button.
      const get = await app.inject({ method: 'GET', url });
      expect(get.statusCode).toBe(200);
      expect(get.body).toContain('<form method="post"');
      expect((await rowOf(email)).unsubscribedAt).toBeNull();

      // The mail client's one-click POST does (RFC 8058), with no page.
      const oneClick = await app.inject({
        method: 'POST',
        url,
        headers: FORM,
        payload: urlencoded({ 'List-Unsubscribe': 'One-Click' }),
      });
      expect(oneClick.statusCode).toBe(200);
      expect((await rowOf(email)).unsubscribedAt).toBeInstanceOf(Date);
      // Once unsubscribed, the old confirmation link no longer works.
      expect((await app.inject({ method: 'GET', url: link })).statusCode).toBe(404);
    });

    it("opens the link pages in the site's design and the sign-up's language, without JavaScript (issue 28)", async () => {
      const email = uniqueEmail();
      expect((await subscribe(email, 'ja')).statusCode).toBe(200);
      const [confirmation] = mailsTo(email)(
        await smtp.waitFor((all) => mailsTo(email)(all).length === 1),
      );
      // The link names the mail's language, for when its token no longer does.
      expect(confirmation!.text).toMatch(/\/api\/newsletter\/confirm\?token=[\w%-]+&lang=ja\b/);

      const page = await app.inject({
        method: 'GET',
        url: linkTo(confirmation!, '/api/newsletter/confirm'),
      });
      expect(page.statusCode).toBe(200);
      const html = page.body;
      expect(html).toContain('<html lang="ja" dir="ltr">');
      // The site's header and footer, its type and both its palettes.
      expect(html).toContain(
        '<header class="site-header"><div class="wrap"><a class="brand" href="/ja">Northstar Voyages</a>',
      );
      expect(html).toMatch(/<footer class="site-footer">[\s\S]*Minneapolis[\s\S]*<\/footer>/);
      expect(html).toContain(`--surface:${lightColors.surface}`);
      expect(html).toMatch(
        new RegExp(
          `@media \\(prefers-color-scheme: dark\\)\\{:root:not\\(\\.light\\)\\{--surface:${darkColors.surface}`,
        ),
      );
      expect(html).toContain(`:root.dark{--surface:${darkColors.surface}`);
      expect(html).toContain(fontFamily.heading);
      // The visitor's theme choice on the site applies: the site's theme script, which the
      // page's Content-Security-Policy allows (and no other script).
      expect(html).toContain(`<script>${themeScript}</script>`);
      expect(html.match(/<script/g)).toHaveLength(1);
      expect(page.headers['content-security-policy']).toContain(THEME_SCRIPT_HASH);
      // The button is a plain form, in the page's language; the text is Japanese.
      expect(html).toContain('<input type="hidden" name="language" value="ja">');
      expect(html).toContain('<button class="button" type="submit">');
      expect(html).toContain(`<span class="email">${email}</span>`);
      expect(html).toContain('href="/ja">サイトに戻る</a>');

      // A link the database no longer knows speaks the language the link names.
      const unknown = await app.inject({
        method: 'GET',
        url: '/api/newsletter/confirm?token=nope&lang=ar',
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain('<html lang="ar" dir="rtl">');
      expect(unknown.body).toContain('<a class="brand" href="/ar">');
      const unsubscribePage = await app.inject({
        method: 'GET',
        url: '/api/newsletter/unsubscribe?token=nope&lang=ko',
      });
      expect(unsubscribePage.body).toContain('<html lang="ko" dir="ltr">');
      expect(unsubscribePage.body).toContain('name="language" value="ko"');
      // Its button leads on to the site's page in that language.
      const unsubscribed = await app.inject({
        method: 'POST',
        url: '/api/newsletter/unsubscribe?token=nope&lang=ko',
        headers: FORM,
        payload: urlencoded({ language: 'ko' }),
      });
      expect(unsubscribed.statusCode).toBe(303);
      expect(unsubscribed.headers.location).toBe('/ko/newsletter/unsubscribed');
    });

    it('needs a new confirmation after unsubscribing, so nobody re-subscribes someone else', async () => {
      const email = uniqueEmail();
      await subscribe(email, 'en');
      const [confirmation] = mailsTo(email)(
        await smtp.waitFor((all) => mailsTo(email)(all).length === 1),
      );
      await app.inject({
        method: 'POST',
        url: linkTo(confirmation!, '/api/newsletter/confirm'),
        headers: FORM,
        payload: '',
      });
      // The welcome's link: only its hash is stored.
      const welcome = mailsTo(email)(
        await smtp.waitFor((all) => mailsTo(email)(all).length === 2),
      )[1]!;
      const page = await app.inject({
        method: 'POST',
        url: linkTo(welcome, '/api/newsletter/unsubscribe'),
        headers: FORM,
        payload: '',
      });
      expect(page.statusCode).toBe(303);
      expect(page.headers.location).toBe('/newsletter/unsubscribed');

      await subscribe(email, 'en');
      expect(await rowOf(email)).toMatchObject({ confirmedAt: null, unsubscribedAt: null });
      await smtp.waitFor(
        (all) => mailsTo(email)(all).filter((m) => /Confirm/.test(m.subject ?? '')).length === 2,
      );
    });

    it('stores only hashes of the links: what the database holds opens nothing', async () => {
      const email = uniqueEmail();
      await subscribe(email, 'en');
      const [confirmation] = mailsTo(email)(
        await smtp.waitFor((all) => mailsTo(email)(all).length === 1),
      );
      const stored = await rowOf(email);
      const mailed = new URL(`http://x${linkTo(confirmation!, '/api/newsletter/confirm')}`);
      expect(stored.confirmToken).not.toBe(mailed.searchParams.get('token'));
      for (const token of [stored.confirmToken!, stored.unsubscribeToken]) {
        for (const path of ['/api/newsletter/confirm', '/api/newsletter/unsubscribe']) {
          await app.inject({
            method: 'POST',
            url: `${path}?token=${token}`,
            headers: FORM,
            payload: '',
          });
        }
      }
      expect(await rowOf(email)).toMatchObject({ confirmedAt: null, unsubscribedAt: null });
    });

    it('sends at most three confirmation mails a day to one address', async () => {
      const email = uniqueEmail();
      for (let i = 0; i < 5; i++) expect((await subscribe(email)).statusCode).toBe(200);
      const rows = await database.db
        .selectFrom('outbox')
        .select('kind')
        .where('recipient', '=', email)
        .execute();
      expect(rows).toHaveLength(3);
    });

    it('refuses a link older than seven days, and forgets such sign-ups', async () => {
      const email = uniqueEmail();
      await subscribe(email);
      const { id } = await rowOf(email);
      const [confirmation] = mailsTo(email)(
        await smtp.waitFor((all) => mailsTo(email)(all).length === 1),
      );
      await database.db
        .updateTable('newsletterSubscribers')
        .set({ confirmRequestedAt: sql`now() - interval '8 days'` })
        .where('id', '=', id)
        .execute();
      const url = linkTo(confirmation!, '/api/newsletter/confirm');
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
      expect(
        (await app.inject({ method: 'POST', url, headers: FORM, payload: '' })).statusCode,
      ).toBe(404);
      expect((await rowOf(email)).confirmedAt).toBeNull();
      expect(await deleteExpired(database.db)).toBeGreaterThanOrEqual(1);
      await expect(rowOf(email)).rejects.toThrow();
    });
  });
}
