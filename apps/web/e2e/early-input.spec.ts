import { expect, test, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { earlyInputScript } from '../app/lib/early-input.ts';
import { startServer, type RunningServer } from './server.ts';
import { collectErrors, waitForHydration } from './support.ts';

// What a visitor does before the page has hydrated takes effect once it has, and nothing typed
// is cleared (issue 17; app/lib/early-input.ts). Each test holds the page's scripts back, acts
// on the prerendered page, lets the scripts go, and checks the outcome.

// Typing a whole form key by key takes a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

let server: RunningServer;
test.beforeAll(async () => {
  // The server's start (PGlite) has taken over 30 s on a busy machine.
  test.setTimeout(120_000);
  server = await startServer();
});
test.afterAll(async () => {
  await server.stop();
});

interface Opened {
  /** Console errors (a Content-Security-Policy violation is one) and page errors. */
  errors: string[];
  /** Lets the held scripts load; resolves once the page has hydrated. */
  wake(): Promise<void>;
}

/**
 * Opens `path` with every JavaScript module of the site held back until `wake()`: the page is
 * its prerendered HTML, painted, with only its inline scripts run, as on a slow phone.
 */
async function openAsleep(page: Page, path: string): Promise<Opened> {
  const errors = collectErrors(page);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue().catch(() => {});
  });
  await page.goto(`${server.url}${path}`);
  // The page starts fetching its modules after `load`: acting comes after they are asked for.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  return {
    errors,
    async wake() {
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
      release();
      await waitForHydration(page);
    },
  };
}

test("the recording script is allowed by each page's Content-Security-Policy", async ({
  request,
}) => {
  const hash = `'sha256-${createHash('sha256').update(earlyInputScript).digest('base64')}'`;
  expect(earlyInputScript.length).toBeLessThan(1024);
  for (const path of ['/', '/contact', '/blog', '/quiz']) {
    const response = await request.get(`${server.url}${path}`);
    expect(await response.text()).toContain(`<script>${earlyInputScript}</script>`);
    expect(response.headers()['content-security-policy']).toContain(hash);
  }
});

test('search text typed early filters the destinations and stays in the box', async ({ page }) => {
  const { errors, wake } = await openAsleep(page, '/destinations');
  const search = page.getByRole('searchbox', { name: 'Search destinations' });
  await search.pressSequentially('KYOTO');
  await wake();

  await expect(page).toHaveURL(/\/destinations\?q=KYOTO$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Search Results (1)' })).toBeVisible();
  await expect(search).toHaveValue('KYOTO');
  // And it stays live: the next keystroke narrows from there.
  await search.press('Backspace');
  await expect(page).toHaveURL(/\/destinations\?q=KYOT$/);
  await expect(search).toHaveValue('KYOT');
  expect(errors).toEqual([]);
});

test('a blog category chosen early filters the articles', async ({ page }) => {
  const { errors, wake } = await openAsleep(page, '/blog');
  const chip = page
    .getByRole('radiogroup', { name: 'Filter articles by category' })
    .getByRole('radio', { name: 'Insurance', exact: true });
  await chip.click();
  await wake();

  await expect(page).toHaveURL(/\/blog\?category=insurance$/);
  await expect(chip).toBeChecked();
  await expect(page.locator('#results-title')).toHaveText('Insurance');
  await expect(page.getByRole('region', { name: 'Featured Articles' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a contact form filled early keeps every value and sends them all', async ({ page }) => {
  const { errors, wake } = await openAsleep(page, '/contact');
  const form = page.locator('form[action="/api/contact"]');
  const values = {
    'Full Name': 'Grace Hopper',
    'Email Address': 'grace.hopper@example.org',
    'Phone Number': '+1 612 555 0199',
    'Travel Dates': 'February 2027',
    Destination: 'Kyoto',
    'Tell Us About Your Dream Trip': 'Temples in the autumn.',
  };
  for (const [label, value] of Object.entries(values)) {
    await form.getByLabel(label).pressSequentially(value);
  }
  await form.getByLabel('Group Size').selectOption('2');
  await form.getByLabel('Budget').selectOption('10000-20000');
  await wake();

  // Past hydration and the render after it, which would put back the state's empty values.
  await expect(form.getByLabel('Travel Dates')).toHaveAttribute('placeholder', /.+/);
  for (const [label, value] of Object.entries(values)) {
    await expect(form.getByLabel(label)).toHaveValue(value);
  }
  await expect(form.getByLabel('Group Size')).toHaveValue('2');
  await expect(form.getByLabel('Budget')).toHaveValue('10000-20000');

  const sent = page.waitForRequest(
    (request) => request.url().endsWith('/api/contact') && request.method() === 'POST',
  );
  await form.getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    name: 'Grace Hopper',
    email: 'grace.hopper@example.org',
    phone: '+1 612 555 0199',
    travelDates: 'February 2027',
    destination: 'Kyoto',
    groupSize: '2',
    budget: '10000-20000',
    message: 'Temples in the autumn.',
  });
  await expect(page.getByText('Message Sent Successfully!', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('text typed early into /contact?… is kept; the request fills only the fields left alone', async ({
  page,
}) => {
  const { errors, wake } = await openAsleep(page, '/contact?destination=Santorini+Honeymoon');
  const form = page.locator('form[action="/api/contact"]');
  await form.getByLabel('Full Name').pressSequentially('Grace Hopper');
  await form.getByLabel('Tell Us About Your Dream Trip').pressSequentially('Two weeks in June.');
  await wake();

  // The request is read after hydration: its summary shows, and it fills the empty field only.
  await expect(page.getByText('Destination: Santorini Honeymoon')).toBeVisible();
  await expect(form.getByLabel('Destination')).toHaveValue('Santorini Honeymoon');
  await expect(form.getByLabel('Full Name')).toHaveValue('Grace Hopper');
  await expect(form.getByLabel('Tell Us About Your Dream Trip')).toHaveValue('Two weeks in June.');
  expect(errors).toEqual([]);
});

test('a flight request chosen early (radio, checkbox, select, date) keeps its choices', async ({
  page,
}) => {
  const { errors, wake } = await openAsleep(page, '/flight-booking');
  const form = page.locator('form[action="/api/contact"]');
  await form.getByRole('radio', { name: 'One Way' }).click();
  await form.getByRole('checkbox', { name: 'Accommodation' }).click();
  await form.getByLabel('Passengers').selectOption('2');
  await form.getByLabel('Departure Date').fill('2027-03-10');
  await form.getByLabel('First Name').pressSequentially('Amelia');
  await wake();

  await expect(form.getByRole('radio', { name: 'One Way' })).toBeChecked();
  await expect(form.getByLabel('Return Date')).toHaveCount(0);
  await expect(form.getByRole('checkbox', { name: 'Accommodation' })).toBeChecked();
  await expect(form.getByLabel('Passengers')).toHaveValue('2');
  await expect(form.getByLabel('Departure Date')).toHaveValue('2027-03-10');
  await expect(form.getByLabel('First Name')).toHaveValue('Amelia');
  expect(errors).toEqual([]);
});

test('a quiz answer tapped early moves the quiz on', async ({ page }) => {
  const { errors, wake } = await openAsleep(page, '/quiz');
  await expect(page.getByText('Question 1 of 4')).toBeVisible();
  await page.locator('[data-option]').first().click();
  await wake();

  await expect(page.getByText('Question 2 of 4')).toBeVisible();
  expect(errors).toEqual([]);
});

/** The chunks of the islands of / that hydrate after the rest (lib/deferred.tsx). */
const DEFERRED_CHUNKS = /\/assets\/(islands|ShellEnd)-[\w-]+\.js$/;

/** What the tests below do in the parts of / that hydrate later, and what shows it was kept. */
async function actInDeferredParts(page: Page) {
  const tools = page.getByRole('radiogroup', { name: 'Filter tools by category' });
  await tools.getByRole('radio', { name: 'Safety' }).click();
  const footerEmail = page
    .locator('footer form[action="/api/newsletter/subscribe"]')
    .getByRole('textbox', { name: 'Email address for the newsletter' });
  await footerEmail.pressSequentially('early@example.org');
  return {
    async check() {
      await expect(page).toHaveURL(/\/\?tools=safety$/);
      await expect(
        page.getByRole('region', { name: 'Essential Travel Tools' }).getByRole('status'),
      ).toContainText('Safety tools available');
      await expect(footerEmail).toHaveValue('early@example.org');
      // The form's state has the address too: it is what the sign-up sends.
      const sent = page.waitForRequest((request) =>
        request.url().endsWith('/api/newsletter/subscribe'),
      );
      await page
        .locator('footer form[action="/api/newsletter/subscribe"]')
        .getByRole('button', { name: 'Subscribe' })
        .click();
      expect((await sent).postDataJSON()).toMatchObject({ email: 'early@example.org' });
    },
  };
}

test('what is done early in the parts that hydrate later (footer, home sections) is kept', async ({
  page,
}) => {
  const { errors, wake } = await openAsleep(page, '/');
  const { check } = await actInDeferredParts(page);
  await wake();

  await check();
  expect(errors).toEqual([]);
});

test('what is done in a part still waiting for its code, after the rest hydrated, is kept', async ({
  page,
}) => {
  const errors = collectErrors(page);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(DEFERRED_CHUNKS, async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  await page.goto(`${server.url}/`);
  // The page has hydrated, all but its deferred parts: the mark is set, `data-hydrated` not.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('hydrated').length))
    .toBe(1);
  const { check } = await actInDeferredParts(page);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  release();
  await waitForHydration(page);

  await check();
  expect(errors).toEqual([]);
});

test('the chat opened early is open once the page has hydrated', async ({ page }) => {
  const { errors, wake } = await openAsleep(page, '/contact');
  await page.getByRole('button', { name: 'Chat with us' }).click();
  await wake();

  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByLabel('Your message')).toBeFocused();
  expect(errors).toEqual([]);
});

test('a part whose code cannot be fetched stays as prerendered, and the page goes on', async ({
  page,
}) => {
  await page.route(/\/assets\/ShellEnd-[\w-]+\.js$/, (route) =>
    route.abort('internetdisconnected'),
  );
  await page.goto(`${server.url}/`);
  await waitForHydration(page);
  // The footer is there as the page came, its links plain links.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' })).toBeVisible();
  // The rest is live, the address following the filters included.
  await page
    .getByRole('radiogroup', { name: 'Filter tools by category' })
    .getByRole('radio', { name: 'Safety' })
    .click();
  await expect(page).toHaveURL(/\/\?tools=safety$/);
});

test('the prerendered page holds its deferred parts in place, with no script to move them', async ({
  request,
}) => {
  const html = await (await request.get(`${server.url}/`)).text();
  const footer = html.indexOf('<footer');
  expect(html.indexOf('Essential Travel Tools')).toBeGreaterThan(html.indexOf('<h1'));
  expect(footer).toBeGreaterThan(html.indexOf('Essential Travel Tools'));
  expect(html.indexOf('id="page-end"')).toBeGreaterThan(footer);
  // React's streaming of late parts (hidden templates moved by inline scripts) is not used.
  expect(html).not.toMatch(/\$RC|<template|hidden id="S:/);
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opened early is open once the page has hydrated', async ({ page }) => {
    const { errors, wake } = await openAsleep(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await wake();

    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Book Flight' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('on an article, whose end hydrates after the rest', () => {
  let slug: string;
  let path: string;
  /** The chunk of the article's end: the store's prints, the tags and the share block. */
  const ARTICLE_FOOTER_CHUNK = /\/assets\/ArticleFooter-[\w-]+\.js$/;

  test.beforeAll(async () => {
    const { loadBlogPosts } = await import('@travel/catalog/blog');
    slug = loadBlogPosts()[0]!.slug;
    path = `/blog/${slug}`;
  });

  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  });

  test('Copy link tapped before any script has run copies once the share block is live', async ({
    page,
  }) => {
    const { errors, wake } = await openAsleep(page, path);
    const share = page.getByRole('region', { name: 'Share this article' });
    await share.getByRole('button', { name: 'Copy link' }).click();
    await wake();

    await expect(page.getByText('Link copied!', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`/blog/${slug}$`),
    );
    expect(errors).toEqual([]);
  });

  test('Copy link tapped once the page is live but not yet the share block copies, once', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(ARTICLE_FOOTER_CHUNK, async (route) => {
      await released;
      await route.continue().catch(() => {});
    });
    await page.goto(`${server.url}${path}`);
    // The article has hydrated, its end not: the mark is set, `data-hydrated` not.
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('hydrated').length))
      .toBe(1);
    const share = page.getByRole('region', { name: 'Share this article' });
    await expect(share.locator('xpath=ancestor::*[@data-deferred][1]')).not.toHaveAttribute(
      'data-live',
    );
    let copies = 0;
    await page.exposeFunction('countCopy', () => copies++);
    await page.evaluate(() => {
      const writeText = navigator.clipboard.writeText.bind(navigator.clipboard);
      navigator.clipboard.writeText = (text) => {
        void (window as unknown as { countCopy: () => void }).countCopy();
        return writeText(text);
      };
    });
    await share.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied!', { exact: true })).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    release();
    await waitForHydration(page);

    await expect(page.getByText('Link copied!', { exact: true })).toBeVisible();
    expect(copies).toBe(1);
    expect(errors).toEqual([]);
  });
});
