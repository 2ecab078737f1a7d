import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { axeViolations } from './gates/axe.ts';
import { freshDataDir, startServer, type RunningServer } from './server.ts';
import { collectErrors, gotoHydrated } from './support.ts';

/**
 * The newsletter's e-mail links in a browser (double opt-in, issue 28): a sign-up from a German
 * page gets its confirmation in German; its link opens a page in German whose button confirms
 * (the GET alone confirms nobody); the welcome message's unsubscribe link opens a page whose
 * button unsubscribes and lands on the German outcome page. The messages are the server's own,
 * written as `.eml` files (`MAIL_DIR`) and read here as a mail client would.
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let server: RunningServer;
let mailDir: string;

test.beforeAll(async () => {
  mailDir = mkdtempSync(join(tmpdir(), 'travel-e2e-mail-'));
  server = await startServer(freshDataDir('travel-e2e-newsletter-'), {
    MAIL_DIR: mailDir,
    MAIL_POLL_MS: '200',
  });
});

test.afterAll(async () => {
  await server?.stop();
  if (mailDir) rmSync(mailDir, { recursive: true, force: true });
});

/** The message to `to` whose subject matches, once the server has written it. */
async function message(to: string, subject: RegExp) {
  let found: Awaited<ReturnType<typeof simpleParser>> | undefined;
  await expect
    .poll(
      async () => {
        for (const file of readdirSync(mailDir).filter((name) => name.endsWith('.eml'))) {
          const parsed = await simpleParser(readFileSync(join(mailDir, file)));
          if (
            parsed.to &&
            JSON.stringify(parsed.to).includes(to) &&
            subject.test(parsed.subject ?? '')
          )
            found = parsed;
        }
        return found !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

/** A link of the message's text, opened on the test's server (the site's origin is another). */
function link(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s<>"]*${path.replace(/[/?]/g, '\\$&')}[^\\s<>")]*`).exec(
    text,
  );
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  const url = new URL(match[0]);
  return `${server.url}${url.pathname}${url.search}`;
}

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test('a German sign-up confirms and unsubscribes through its e-mails, in German all the way', async ({
  page,
}) => {
  const address = `leser.${Date.now()}@example.org`;
  const errors = collectErrors(page);
  await gotoHydrated(page, `${server.url}/de/about`);
  const footer = page.locator('footer form[action="/api/newsletter/subscribe"]');
  await footer.getByRole('textbox', { name: 'E-Mail-Adresse für den Newsletter' }).fill(address);
  await footer.getByRole('button', { name: 'Abonnieren' }).click();
  await expect(footer.getByRole('status')).not.toBeEmpty();
  expect(errors).toEqual([]);

  const confirmation = await message(address, /^Bestätigen Sie Ihr Abonnement/);
  const confirmUrl = link(confirmation.text ?? '', '/api/newsletter/confirm?token=');

  // Opening the link confirms nothing yet: a page in German with a button.
  await page.goto(confirmUrl);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Abonnement bestätigen');
  await expect(page.getByText(address)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Abonnement bestätigen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sie sind angemeldet');

  // The same link opened again says so, rather than that it no longer works.
  await page.goto(confirmUrl);
  await expect(page.getByText('Diese Adresse ist bereits bestätigt')).toBeVisible();

  const welcome = await message(address, /^Willkommen beim Newsletter/);
  const unsubscribeUrl = link(welcome.text ?? '', '/api/newsletter/unsubscribe?token=');
  await page.goto(unsubscribeUrl);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Abmelden');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Abmelden' }).click();
  // The site's outcome page, in the language of the sign-up.
  await expect(page).toHaveURL(/\/de\/newsletter\/unsubscribed$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});
