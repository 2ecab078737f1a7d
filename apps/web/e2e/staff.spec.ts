import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { axeViolations } from './gates/axe.ts';
import { freshDataDir, startServer, type RunningServer } from './server.ts';
import { addStaff, submitSignIn, type StaffAccount } from './staff-support.ts';
import { collectErrors, gotoHydrated, waitForHydration } from './support.ts';

// The agency's side (issue 13) on the production build as `pnpm start` serves it: accounts made
// with the CLI, leads sent from the public pages, then the staff pages against the real API.
// One server for the file (PGlite takes a while to start); the tests run in order on it.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const ANN: StaffAccount = {
  email: 'ann.staff@example.org',
  name: 'Ann Agent',
  password: 'correct horse battery',
};
const BO: StaffAccount = {
  email: 'bo.staff@example.org',
  name: 'Bo Locked',
  password: 'another long passphrase',
};
/** A name that a spreadsheet would run as a formula if the export let it through. */
const FORMULA_NAME = '=HYPERLINK("https://evil.example/x","Invoice")';

let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const dataDir = freshDataDir('travel-e2e-staff-');
  // With PGlite the CLI opens the data directory itself: before the server, not beside it.
  await addStaff(ANN, { dataDir });
  await addStaff(BO, { dataDir });
  server = await startServer(dataDir);
});

test.afterAll(async () => {
  await server?.stop();
});

/** A visitor sends the home page's inquiry form. */
async function sendInquiry(page: Page, fields: { first: string; last: string; email: string }) {
  await gotoHydrated(page, server.url);
  const form = page.locator('form', { has: page.getByLabel('Last Name') });
  await form.getByLabel('First Name').fill(fields.first);
  await form.getByLabel('Last Name').fill(fields.last);
  await form.getByLabel('Email').fill(fields.email);
  await form.getByLabel('Phone').fill('+1 612 555 0199');
  await form.getByLabel('Travel Type').selectOption('family');
  await form.getByLabel('Budget Range').selectOption('10000-20000');
  await form.getByLabel('Preferred Destination').fill('Iceland');
  await form
    .getByLabel('Tell Us About Your Dream Trip')
    .fill('Ten days around the Ring Road in late August.');
  await form.getByRole('button', { name: 'Send My Inquiry' }).click();
  await expect(page.getByText('Thank you for your inquiry!')).toBeVisible();
}

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test('staff read, triage, note, export and sign out of a lead sent from the home page', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await sendInquiry(page, { first: FORMULA_NAME, last: 'Mallory', email: 'mallory@example.org' });
  await sendInquiry(page, { first: 'Grace', last: 'Hopper', email: 'grace.hopper@example.org' });

  // Without a session the inbox sends to the sign-in page, which brings back to it.
  await page.goto(`${server.url}/staff`);
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/staff\/sign-in\?next=%2Fstaff$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  // Its own layout: none of the public header, footer, chat or third-party scripts.
  await expect(page.getByRole('link', { name: 'Book Flight' })).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  await expect(page.locator('script[src^="http"]')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await submitSignIn(page, ANN);
  await expect(page).toHaveURL(`${server.url}/staff`);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(page.getByText('Signed in as Ann Agent')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Staff' });
  await expect(nav).toContainText('2 unread');
  // No mail server in this run: the inbox says that the messages wait for one.
  await expect(page.getByText(/^E-mail is not configured: \d+ messages waiting\./)).toBeVisible();

  // Newest first: Grace's inquiry on top, unread, with its kind, source, place and time.
  const rows = page.getByRole('list', { name: 'Leads, newest first' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  const top = rows.first();
  await expect(top).toContainText('Grace Hopper');
  await expect(top).toContainText('Unread');
  await expect(top).toContainText('Inquiry');
  await expect(top).toContainText('inquiry form');
  await expect(top).toContainText('To Iceland');
  await expect(top.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  await expect(top.locator('time')).toContainText(/now|second|minute/);
  await expect(top.locator('time')).toContainText(/C[SD]T/);
  await expectNoAxeViolations(page);

  // Opening it shows every field and marks it read.
  await top.getByRole('link', { name: 'Grace Hopper' }).click();
  await expect(page).toHaveURL(/\/staff\/leads\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText('Iceland');
  await expect(details).toContainText('Family');
  await expect(details).toContainText('$10,000 – $20,000');
  await expect(details.getByRole('link', { name: 'grace.hopper@example.org' })).toHaveAttribute(
    'href',
    'mailto:grace.hopper@example.org',
  );
  await expect(details.getByRole('link', { name: '+1 612 555 0199' })).toHaveAttribute(
    'href',
    'tel:+16125550199',
  );
  await expect(page.getByRole('region', { name: 'Message', exact: true })).toContainText(
    'Ring Road',
  );
  // Its e-mails (issue 14): no mail server in this run, so the agency's notice waits.
  const messages = page.getByRole('region', { name: 'Messages', exact: true });
  await expect(messages).toContainText('Notice to the agency');
  await expect(messages).toContainText('Waiting');
  await expect(messages).toContainText('New inquiry: Grace Hopper');
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Arrived from the inquiry form.');
  await expect(history).toContainText('Ann Agent opened it; it is read.');
  await expect(nav).toContainText('1 unread');
  await expectNoAxeViolations(page);

  // Triage: a status, then an internal note; both land in the history with who did it.
  await page.getByLabel('Status').selectOption('answered');
  await expect(page.getByText('Status set to Answered.')).toBeVisible();
  await expect(history).toContainText('Ann Agent set the status to Answered.');
  await page.getByLabel('Note', { exact: true }).fill('Called back; quotes go out on Friday.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Note added.')).toBeVisible();
  await expect(history).toContainText('Ann Agent added a note:');
  await expect(history).toContainText('Called back; quotes go out on Friday.');
  await expect(page.getByLabel('Note', { exact: true })).toHaveValue('');

  // The state is the server's: a reload shows the same.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('Status')).toHaveValue('answered');
  await expect(history).toContainText('Called back; quotes go out on Friday.');

  await page.getByRole('link', { name: 'Back to the inbox' }).click();
  await expect(rows.first()).toContainText('Grace Hopper');
  await expect(rows.first()).not.toContainText('Unread');
  await expect(rows.first()).toContainText('Answered');

  // The unread filter is kept in the URL and leaves only Mallory's.
  await page.getByLabel('Read or unread').selectOption('unread');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/staff\?read=unread$/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Mallory');
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(rows).toHaveCount(2);

  // Export CSV: the lead is in the file, and the formula name comes out inert.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const graceLine = csv.split('\n').find((line) => line.includes('grace.hopper@example.org'));
  expect(graceLine).toContain('Answered');
  expect(graceLine).toContain('$10,000 – $20,000');
  expect(graceLine).toMatch(/ -0[56]:00/);
  expect(graceLine).toContain('Called back; quotes go out on Friday.');
  expect(csv).toContain(`'=HYPERLINK(`);
  expect(csv).not.toMatch(/(^|[,\n])"?=HYPERLINK/);
  expect(csv).toContain(`'+1 612 555 0199`);

  // Sign out: back at the sign-in page, and the API no longer answers for this browser. The
  // inbox's poll is under way as the button is pressed (held here until the session is gone):
  // signing out abandons it rather than let it come back as a failed request (401).
  let releasePoll = () => {};
  const pollReleased = new Promise<void>((resolve) => (releasePoll = resolve));
  const pollHeld = new Promise<void>((held) => {
    void page.route('**/api/staff/inbox-state', async (route) => {
      held();
      await pollReleased;
      await route.continue().catch(() => {
        // The page abandoned the request: what signing out should do.
      });
    });
  });
  await pollHeld;
  const signedOut = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/staff/session') && response.request().method() === 'DELETE',
  );
  await page.getByRole('button', { name: 'Sign out' }).click();
  expect((await signedOut).status()).toBe(204);
  releasePoll();
  await expect(page).toHaveURL(/\/staff\/sign-in\?signedOut=1$/);
  await page.unroute('**/api/staff/inbox-state');
  await expect(page.getByText('You are signed out.')).toBeVisible();
  const after = await page.request.get(`${server.url}/api/staff/leads`);
  expect(after.status()).toBe(401);
  await page.goto(`${server.url}/staff`);
  await expect(page).toHaveURL(/\/staff\/sign-in\?next=/);

  expect(errors).toEqual([]);
});

test('repeated wrong passwords lock the account for a while, with the same words until then', async ({
  page,
}) => {
  await gotoHydrated(page, `${server.url}/staff/sign-in`);
  const alert = page.getByRole('alert');
  // An unknown address reads exactly as a wrong password. (From the keyboard alone: Tab from
  // Email to Password, Enter sends.)
  await page.getByLabel('Email').focus();
  await page.keyboard.type('nobody@example.org');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type('whatever it may be');
  await page.keyboard.press('Enter');
  await expect(alert).toContainText('Email or password is incorrect.');
  await expect(page.getByLabel('Password')).toHaveValue('');
  // Five wrong passwords are checked; the sixth attempt is refused before any check.
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await submitSignIn(page, { email: BO.email, password: `wrong password ${attempt}` });
    await expect(alert).toContainText('Email or password is incorrect.');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  }
  // Locked now: even the right password is refused, and the page says when to try again.
  await submitSignIn(page, BO);
  await expect(alert).toContainText(/Too many attempts\. Try again in \d+ seconds?\./);
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  const me = await page.request.get(`${server.url}/api/staff/me`);
  expect(me.status()).toBe(401);
});

test('the staff pages fit a 390 px screen and pass axe in the dark theme', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  const noSidewaysScroll = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    );

  await gotoHydrated(page, `${server.url}/staff/sign-in`);
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await noSidewaysScroll()).toBe(true);
  await expectNoAxeViolations(page);

  await submitSignIn(page, ANN);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(page.getByRole('listitem').first()).toBeVisible();
  expect(await noSidewaysScroll()).toBe(true);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: /Mallory/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Mallory');
  expect(await noSidewaysScroll()).toBe(true);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Back to the inbox' }).click();
  await page.getByRole('tab', { name: 'Newsletter subscribers' }).click();
  await expect(page).toHaveURL(/\/staff\?view=subscribers$/);
  await expect(page.getByText('Nobody has subscribed yet.')).toBeVisible();
  expect(await noSidewaysScroll()).toBe(true);
  await expectNoAxeViolations(page);
  // Only confirmed addresses are subscribed; the status filter is kept in the URL.
  await page.getByLabel('Status').selectOption('pending');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/staff\?view=subscribers&status=pending$/);
  await expect(page.getByText('No subscriber matches this search or status.')).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveValue('pending');
  expect(errors).toEqual([]);
});

test('erasure on request removes every lead of an address after it is typed again', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await gotoHydrated(page, `${server.url}/staff/sign-in`);
  await submitSignIn(page, ANN);
  const rows = page.getByRole('list', { name: 'Leads, newest first' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await page.getByRole('link', { name: /Mallory/ }).click();
  await page.getByRole('button', { name: 'Erase data' }).click();

  const dialog = page.getByRole('dialog', { name: 'Erasure on request' });
  // The agency's notice and the receipt count too (issue 14).
  await expect(dialog).toContainText(
    'Stored about mallory@example.org: 1 lead, 0 newsletter subscriptions, 0 notes, 2 e-mails.',
  );
  await expectNoAxeViolations(page);
  const confirm = dialog.getByLabel('Type mallory@example.org to confirm');
  await confirm.fill('grace.hopper@example.org');
  await dialog.getByRole('button', { name: 'Erase everything' }).click();
  await expect(dialog).toContainText('That is not the same address.');
  await confirm.fill('Mallory@Example.org');
  await dialog.getByRole('button', { name: 'Erase everything' }).click();

  await expect(page).toHaveURL(`${server.url}/staff`);
  await expect(page.getByText('Everything about mallory@example.org is erased.')).toBeVisible();
  await expect(
    page.getByText('Removed 1 lead, 0 newsletter subscriptions, 0 notes and 2 e-mails.'),
  ).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Grace Hopper');
  expect(errors).toEqual([]);
});
