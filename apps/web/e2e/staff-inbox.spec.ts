import { expect, test } from '@playwright/test';
import { freshDataDir, startServer, type RunningServer } from './server.ts';
import { addStaff, signIn, type StaffAccount } from './staff-support.ts';
import { waitForHydration } from './support.ts';

// The inbox as the agency's working tool (issue 28), on the production build: the quiz's lead
// in the inbox, values in words. One server for the file; the tests run in order on it.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const KIM: StaffAccount = {
  email: 'kim.staff@example.org',
  name: 'Kim Agent',
  password: 'a long enough passphrase',
};

let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const dataDir = freshDataDir('travel-e2e-inbox-');
  await addStaff(KIM, { dataDir });
  server = await startServer(dataDir);
});

test.afterAll(async () => {
  await server?.stop();
});

test("the quiz's lead reaches the inbox with its answers and recommended trip in words", async ({
  page,
}) => {
  // The visitor takes the quiz in German.
  await page.goto(`${server.url}/quiz`);
  await waitForHydration(page);
  await page.evaluate(() => document.documentElement.setAttribute('lang', 'de'));
  for (const label of ['Culture & history', 'Two weeks', '$5,000-$15,000', 'My family'])
    await page.getByRole('button', { name: label }).click();
  await page.getByLabel('Your Name').fill('Lena Vogel');
  await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill('lena@example.org');
  const stored = page.waitForResponse('**/api/quiz/lead');
  await page.getByRole('button', { name: 'See My Results' }).click();
  expect((await stored).status()).toBe(200);

  await signIn(page, server.url, KIM);
  const rows = page.getByRole('list', { name: 'Leads, newest first' }).getByRole('listitem');
  const top = rows.first();
  await expect(top).toContainText('Lena Vogel');
  await expect(top).toContainText('Quiz lead');
  await expect(top).toContainText('travel quiz');
  await expect(top).toContainText('To Heritage Tour of Japan');

  await top.getByRole('link', { name: 'Lena Vogel' }).click();
  const quiz = page.getByRole('region', { name: 'Quiz answers' });
  await expect(quiz).toContainText('What kind of trip are you dreaming of?');
  await expect(quiz).toContainText('Culture & history');
  await expect(quiz).toContainText('$5,000-$15,000');
  await expect(quiz).toContainText('My family');
  await expect(quiz).toContainText('Heritage Tour of Japan');
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('German');
  await expect(page.getByRole('region', { name: 'Messages', exact: true })).toContainText(
    'New quiz lead: Lena Vogel',
  );
});

test('a flight request and a /contact message read in words, not codes', async ({ page }) => {
  const post = (data: object) => page.request.post(`${server.url}/api/contact`, { data });
  expect(
    (
      await post({
        name: 'Amelia Earhart',
        email: 'amelia@example.org',
        phone: '+1 612 555 0123',
        travelType: 'Flight Booking',
        destination: 'Minneapolis (MSP) to Honolulu (HNL)',
        travelDates: '2027-03-10 - 2027-03-20',
        groupSize: '2',
        message:
          'Trip Type: roundtrip\nRoute: Minneapolis (MSP) to Honolulu (HNL)\nDeparture: 2027-03-10\nReturn: 2027-03-20\nPassengers: 2\nClass: premium-economy\nPreferred Airline: Any\nSeat Preference: window\nMeal Preference: gluten-free\nAdditional Services: None\nSpecial Requests: None',
      })
    ).status(),
  ).toBe(200);
  expect(
    (
      await post({
        name: 'Kofi Mensah',
        email: 'kofi@example.org',
        message: 'A voucher for my parents.',
        budget: '20000-50000',
        context: { service: 'featured-experience', experience: 'iceland-aurora-photo' },
      })
    ).status(),
  ).toBe(200);

  await signIn(page, server.url, KIM);
  const rows = page.getByRole('list', { name: 'Leads, newest first' }).getByRole('listitem');
  await rows
    .filter({ hasText: 'Amelia Earhart' })
    .getByRole('link', { name: 'Amelia Earhart' })
    .click();
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText('Wed, March 10, 2027 – Sat, March 20, 2027');
  const message = page.getByRole('region', { name: 'Flight request', exact: true });
  await expect(message).toContainText('Trip Type: Round trip');
  await expect(message).toContainText('Class: Premium economy');
  await expect(message).toContainText('Seat Preference: Window');
  await expect(message).toContainText('Meal Preference: Gluten-free');
  await expect(message).not.toContainText('premium-economy');

  await page.getByRole('link', { name: 'Back to the inbox' }).click();
  await rows.filter({ hasText: 'Kofi Mensah' }).getByRole('link', { name: 'Kofi Mensah' }).click();
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('$20,000 – $50,000');
  const context = page.getByRole('region', { name: 'What they were looking at' });
  await expect(context).toContainText('Featured experience');
  await expect(context).toContainText('Iceland Aurora Photography Workshop');
  await expect(context).not.toContainText('featured-experience');
});

test('a lead posted while the inbox is open appears at the top without a reload, with the count, the title and a notification', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications'], { origin: server.url });
  // The browser's notifications, recorded rather than shown.
  await page.addInitScript(() => {
    const shown: { title: string; body: string | undefined }[] = [];
    (window as unknown as { shown: typeof shown }).shown = shown;
    class RecordedNotification {
      static permission = 'granted';
      static requestPermission = async () => 'granted';
      onclick: (() => void) | null = null;
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, body: options?.body });
      }
    }
    (window as unknown as { Notification: unknown }).Notification = RecordedNotification;
  });
  await signIn(page, server.url, KIM);
  const rows = page.getByRole('list', { name: 'Leads, newest first' }).getByRole('listitem');
  const before = await rows.count();
  const unread = Number(/\((\d+)\)/.exec(await page.title())?.[1] ?? 0);
  await expect(page.getByText('This browser shows a notification for each new lead')).toBeVisible();

  const posted = await page.request.post(`${server.url}/api/contact`, {
    data: { name: 'Nora Live', email: 'nora@example.org', message: 'Any room in June?' },
  });
  expect(posted.status()).toBe(200);

  // Within a few seconds, no reload: on top, counted, titled, announced, notified.
  await expect(rows.first()).toContainText('Nora Live', { timeout: 15_000 });
  await expect(rows).toHaveCount(before + 1);
  await expect(page).toHaveTitle(new RegExp(`^\\(${unread + 1}\\) Inbox`));
  await expect(page.getByRole('navigation', { name: 'Staff' })).toContainText(
    `${unread + 1} unread`,
  );
  await expect(page.getByText('1 new lead arrived.')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shown: unknown[] }).shown))
    .toEqual([{ title: 'New lead', body: 'Nora Live' }]);
});

test("a person's requests are numbered in the list, linked from each other, with the message's first line", async ({
  page,
}) => {
  const post = (email: string, message: string) =>
    page.request.post(`${server.url}/api/contact`, {
      data: { name: 'Rosa Parks', email, message },
    });
  expect((await post('Rosa@example.org', 'Two weeks in Portugal.\nIn May.')).status()).toBe(200);
  expect((await post('rosa+trips@example.org', 'Or Spain instead?')).status()).toBe(200);

  await signIn(page, server.url, KIM);
  const rows = page.getByRole('list', { name: 'Leads, newest first' }).getByRole('listitem');
  const rosa = rows.filter({ hasText: 'Rosa Parks' });
  await expect(rosa).toHaveCount(2);
  await expect(rosa.first()).toContainText('2nd request');
  // Relative times are not tab stops: the rows' links are reached without them.
  await expect(page.locator('time')).not.toHaveCount(0);
  await expect(page.locator('time[tabindex]')).toHaveCount(0);
  await expect(rosa.first()).toContainText('Or Spain instead?');
  await expect(rosa.last()).not.toContainText('request');
  await expect(rosa.last()).toContainText('Two weeks in Portugal.');
  await expect(rosa.last()).not.toContainText('In May.');

  await rosa.first().getByRole('link', { name: 'Rosa Parks' }).click();
  const related = page.getByRole('region', { name: 'Other requests from this person' });
  await expect(related.getByRole('link', { name: 'Rosa Parks' })).toHaveCount(1);
  await related.getByRole('link', { name: 'Rosa Parks' }).click();
  await expect(page.getByRole('region', { name: 'Message', exact: true })).toContainText(
    'Two weeks in Portugal.',
  );
  await expect(
    page
      .getByRole('region', { name: 'Other requests from this person' })
      .getByRole('link', { name: 'Rosa Parks' }),
  ).toHaveCount(1);
});

test("the German lead's reply opens in German, quotes the message, is signed, then offers Answered", async ({
  page,
}) => {
  const posted = await page.request.post(`${server.url}/api/contact`, {
    data: {
      name: 'Jonas Weber',
      email: 'jonas@example.org',
      message: 'Zwei Wochen Japan im April.\nMit zwei Kindern.',
      language: 'de',
    },
  });
  expect(posted.status()).toBe(200);
  await signIn(page, server.url, KIM);
  await page
    .getByRole('list', { name: 'Leads, newest first' })
    .getByRole('link', { name: 'Jonas Weber' })
    .first()
    .click();
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('German');
  const reply = page.getByRole('link', { name: 'Reply by e-mail' });
  await expect(reply).toHaveAttribute('data-reply-language', 'de');
  // Reply, Call and Status come before the details in reading order.
  expect(
    await page.evaluate(() => {
      const replyLink = document.querySelector('a[data-reply-language]')!;
      const details = document.getElementById('lead-details')!;
      return Boolean(replyLink.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING);
    }),
  ).toBe(true);
  await page.getByLabel('Reply template').selectOption('call');
  const url = new URL((await reply.getAttribute('href'))!);
  expect(url.searchParams.get('subject')).toBe('Ihre Reiseanfrage — Northstar Voyages');
  const body = url.searchParams.get('body')!;
  expect(body).toMatch(/^Guten Tag Jonas Weber,/);
  expect(body).toContain('Am einfachsten besprechen wir alles kurz am Telefon');
  expect(body).toContain('> Zwei Wochen Japan im April.\r\n> Mit zwei Kindern.');
  expect(body).toContain('Mit freundlichen Grüßen\r\nKim Agent\r\nNorthstar Voyages');

  // The mail program is the system's: the page only offers to mark the lead answered.
  await reply.evaluate((link) =>
    link.addEventListener('click', (event) => event.preventDefault(), { once: true }),
  );
  await reply.click();
  await page.getByRole('button', { name: 'Mark as answered' }).click();
  await expect(page.getByLabel('Status')).toHaveValue('answered');
  await expect(page.getByRole('region', { name: 'History' })).toContainText(
    'Kim Agent set the status to Answered.',
  );
});

test('a lead assigned to me is in my list and its history, the others under Unassigned', async ({
  page,
}) => {
  for (const name of ['Mae Jemison', 'Sally Ride']) {
    const posted = await page.request.post(`${server.url}/api/contact`, {
      data: { name, email: `${name.split(' ')[0]!.toLowerCase()}@example.org`, message: 'Hello' },
    });
    expect(posted.status()).toBe(200);
  }
  await signIn(page, server.url, KIM);
  const rows = page.getByRole('list', { name: 'Leads, newest first' }).getByRole('listitem');
  await rows.getByRole('link', { name: 'Mae Jemison' }).click();
  await page.getByLabel('Assigned to').selectOption({ label: 'Kim Agent (you)' });
  await expect(page.getByText('Assigned to Kim Agent.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText(
    'Kim Agent assigned it to Kim Agent.',
  );

  await page.getByRole('link', { name: 'Back to the inbox' }).click();
  await expect(rows.filter({ hasText: 'Mae Jemison' })).toContainText('Assigned to Kim Agent');
  await page.getByLabel('Assigned', { exact: true }).selectOption('mine');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/assigned=mine/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Mae Jemison');
  await page.getByLabel('Assigned', { exact: true }).selectOption('unassigned');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(rows.filter({ hasText: 'Sally Ride' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Mae Jemison' })).toHaveCount(0);
});

test('the inbox from the keyboard: j and k move, e marks answered, ? lists the keys, o opens', async ({
  page,
}) => {
  await signIn(page, server.url, KIM);
  const links = page.getByRole('list', { name: 'Leads, newest first' }).locator('a[data-lead-id]');
  const first = (await links.nth(0).textContent())!;
  const second = (await links.nth(1).textContent())!;
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  await page.keyboard.press('j');
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press('j');
  await expect(links.nth(1)).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: /^Lead 2 of \d+\.$/ })).toHaveCount(1);
  await page.keyboard.press('k');
  await expect(links.nth(0)).toBeFocused();

  await page.keyboard.press('?');
  await expect(page.getByRole('region', { name: 'Keyboard shortcuts' })).toContainText(
    'e: mark the lead answered',
  );
  await page.keyboard.press('e');
  await expect(page.getByText(`${first} marked answered.`)).toBeAttached();
  await expect(
    page.getByRole('list', { name: 'Leads, newest first' }).getByRole('listitem').first(),
  ).toContainText('Answered');

  await links.nth(1).focus();
  await page.keyboard.press('o');
  await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible();
});

test('at 390 px the first lead is on the first screen, the filters folded behind one button that counts them', async ({
  page,
}) => {
  const posted = await page.request.post(`${server.url}/api/contact`, {
    data: { name: 'Pia Phone', email: 'pia@example.org', message: 'Read on a phone.' },
  });
  expect(posted.status()).toBe(200);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, server.url, KIM);
  const rows = page.getByRole('list', { name: 'Leads, newest first' }).getByRole('listitem');
  await expect(rows.first()).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // The shortcuts' hint gives way on a phone, and still describes the list.
  await expect(page.getByText('Keyboard: j and k move')).toBeHidden();
  await expect(page.getByRole('list', { name: 'Leads, newest first' })).toHaveAccessibleDescription(
    /^Keyboard: j and k move/,
  );

  const toggle = page.getByRole('button', { name: 'Filters', exact: true });
  const filters = page.getByRole('search', { name: 'Filter the leads' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(filters).toBeHidden();
  // The button names what it folds: the filters and the export of what they select.
  const folded = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  const hidden = { includeHidden: true };
  await expect(folded.getByRole('search', { name: 'Filter the leads', ...hidden })).toHaveCount(1);
  await expect(folded.getByRole('link', { name: 'Export CSV', ...hidden })).toBeHidden();

  // From the keyboard: open, choose, apply; the filters fold and the focus is on their button.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(filters).toBeVisible();
  await expect(folded.getByRole('link', { name: 'Export CSV' })).toBeVisible();
  await filters.getByLabel('Kind').selectOption({ label: 'Contact message' });
  await filters.getByLabel('Read or unread').selectOption({ label: 'Unread only' });
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/[?&]kind=contact/);
  const counted = page.getByRole('button', { name: 'Filters (2 active)' });
  await expect(counted).toBeFocused();
  await expect(counted).toHaveAttribute('aria-expanded', 'false');
  await expect(filters).toBeHidden();
  await expect(rows.first()).toBeInViewport({ ratio: 1 });
  for (const row of await rows.all()) await expect(row).toContainText('Contact message');

  // Escape folds them again, the focus back on the button.
  await counted.press('Enter');
  await filters.getByLabel('Kind').focus();
  await page.keyboard.press('Escape');
  await expect(filters).toBeHidden();
  await expect(counted).toBeFocused();

  // A desktop has no button: the filters show, as before.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(counted).toBeHidden();
  await expect(filters).toBeVisible();
  await expect(page.getByText('Keyboard: j and k move')).toBeVisible();
});
