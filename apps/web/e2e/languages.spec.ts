import { expect, test, type Page } from '@playwright/test';
import { startServer, type RunningServer } from './server.ts';
import { collectErrors, gotoHydrated, waitForHydration, waitForSettled } from './support.ts';

/**
 * Every language at its own address (issue 26), in a browser, on the production build: the
 * switcher keeps the page, its query and hash; a stored choice never changes what an address
 * shows, it only brings a suggestion, which can be dismissed; a form posted without JavaScript
 * lands on the outcome page in its language; Arabic is right to left at /ar/.
 */

let server: RunningServer;
test.beforeAll(async () => {
  // PGlite's start-up on a busy machine can take longer than a hook's default 30 s.
  test.setTimeout(120_000);
  server = await startServer();
});
test.afterAll(async () => {
  await server.stop();
});

/** The header's language switcher (a disclosure of links). */
const switcher = (page: Page) => page.getByRole('banner').locator('details').first();

/** Opens the switcher and follows the link to `name` (its native name). */
async function choose(page: Page, name: string) {
  await switcher(page).locator('summary').click();
  await switcher(page).getByRole('link', { name }).click();
}

const cases = [
  { from: '', to: 'Deutsch', prefix: '/de', lang: 'de', dir: 'ltr' },
  { from: '/de', to: 'العربية', prefix: '/ar', lang: 'ar', dir: 'rtl' },
  { from: '/ar', to: 'English', prefix: '', lang: 'en', dir: 'ltr' },
] as const;

for (const { from, to, prefix, lang, dir } of cases) {
  test(`the switcher goes from ${from || '/'} to the same page in ${lang}, keeping query and hash`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await gotoHydrated(page, `${server.url}${from}/destinations?continent=africa#main`);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(request.url());
    });
    await choose(page, to);
    await expect(page).toHaveURL(`${server.url}${prefix}/destinations?continent=africa#main`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await waitForSettled(page);
    // Client-side: no document was loaded.
    expect(documents).toEqual([]);
    // The choice is remembered (for the suggestion only).
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(lang);
    // Reloaded, the address shows the same language from the server.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    expect(errors).toEqual([]);
  });
}

test('without JavaScript the switcher is a list of plain links to the page in each language', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.url}/de/faq`);
  await switcher(page).locator('summary').click();
  const links = switcher(page).getByRole('link');
  await expect(links).toHaveCount(10);
  await expect(switcher(page).getByRole('link', { name: 'English' })).toHaveAttribute(
    'href',
    '/faq',
  );
  await switcher(page).getByRole('link', { name: '日本語' }).click();
  await expect(page).toHaveURL(`${server.url}/ja/faq`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await context.close();
});

test('a stored choice never changes what an address shows', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  await context.addInitScript(() => localStorage.setItem('language', 'ar'));
  await context.addCookies([{ name: 'language', value: 'ar', url: server.url }]);
  const page = await context.newPage();
  await gotoHydrated(page, `${server.url}/faq`);
  await waitForSettled(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL(`${server.url}/faq`);
  await gotoHydrated(page, `${server.url}/de/faq`);
  await waitForSettled(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveURL(`${server.url}/de/faq`);
  // It only brings the suggestion, in Arabic.
  await expect(page.locator('[data-language-suggestion="ar"]')).toBeVisible();
  await context.close();
});

test('a German browser on / is offered the German page, until it dismisses the offer', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await gotoHydrated(page, server.url);
  const suggestion = page.getByRole('complementary', { name: 'Deutsch' });
  await expect(suggestion).toBeVisible();
  await expect(suggestion).toHaveAttribute('lang', 'de');
  await expect(suggestion).toContainText('Diese Seite gibt es auch auf Deutsch');
  await expect(suggestion.getByRole('link')).toHaveAttribute('href', '/de');
  // Never a redirect: the address still shows English.
  await expect(page).toHaveURL(`${server.url}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await suggestion.getByRole('button', { name: 'Schließen' }).click();
  await expect(suggestion).toBeHidden();
  await gotoHydrated(page, `${server.url}/about`);
  await waitForSettled(page);
  await expect(page.locator('[data-language-suggestion]')).toHaveCount(0);

  // On the German page itself there is nothing to suggest.
  const fresh = await browser.newContext({ locale: 'de-DE' });
  const german = await fresh.newPage();
  await gotoHydrated(german, `${server.url}/de`);
  await waitForSettled(german);
  await expect(german.locator('[data-language-suggestion]')).toHaveCount(0);
  await fresh.close();
  await context.close();
});

test('a form posted without JavaScript from /de/contact lands on the German outcome page', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.url}/de/contact`);
  const form = page.locator('form[action="/api/contact"]').first();
  await form.locator('input[name="name"]').fill('Grace Hopper');
  await form.locator('input[name="email"]').fill('grace.hopper@example.org');
  await form.locator('textarea[name="message"]').fill('Zwei Wochen Japan im April, bitte.');
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(`${server.url}/de/thank-you/contact`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle(/Nachricht gesendet/);
  await context.close();
});

test('Arabic is right to left at /ar/, from the first byte and after hydration', async ({
  page,
}) => {
  const response = await page.goto(`${server.url}/ar`);
  expect((await response?.text()) ?? '').toMatch(/<html lang="ar" dir="rtl"/);
  await gotoHydrated(page, `${server.url}/ar/contact`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const nav = page.getByRole('navigation').first();
  expect(await nav.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
  // Links stay in Arabic.
  const hrefs = await page
    .locator('a[href^="/"]:not([hreflang])')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/ar(?:[/?#]|$)/);
});

/**
 * Every page is one route with an optional language segment (app/routes.ts), so any first
 * segment matches as a language: `/foo` is the home page's route, `/foo/about` the About page's,
 * `/en/faq` the FAQ's. None of them is a page. Pages with data (`/foo`, `/foo/destinations`)
 * and without (`/foo/about`), English's code, and an address no route matches (German).
 */
const unknownAddresses = [
  { path: '/foo', lang: 'en', title: 'Page Not Found' },
  { path: '/foo/destinations', lang: 'en', title: 'Page Not Found' },
  { path: '/foo/about', lang: 'en', title: 'Page Not Found' },
  { path: '/en/faq', lang: 'en', title: 'Page Not Found' },
  { path: '/de/no/such/page', lang: 'de', title: 'Seite nicht gefunden' },
] as const;

/** Whether an error is the browser's line for the document's own 404 status. */
const isStatusLine = (error: string) => error.includes('404 (Not Found)');

test('an address whose first segment names no language is not found, and hydrates as such', async ({
  page,
}) => {
  const errors = collectErrors(page);
  for (const { path, lang, title } of unknownAddresses) {
    const response = await page.goto(`${server.url}${path}`);
    expect(response?.status(), path).toBe(404);
    await waitForHydration(page);
    await page.waitForFunction(
      () =>
        (window as unknown as { __reactRouterDataRouter: { state: { initialized: boolean } } })
          .__reactRouterDataRouter.state.initialized,
    );
    await waitForSettled(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    // The switcher offers each language's home page, as the not-found page does.
    await switcher(page).locator('summary').click();
    await expect(switcher(page).getByRole('link', { name: 'Deutsch' })).toHaveAttribute(
      'href',
      '/de',
    );
  }
  expect(errors.filter((error) => !isStatusLine(error))).toEqual([]);
});

test('reached within the app, such an address shows the not-found page and fetches nothing', async ({
  page,
}) => {
  const errors = collectErrors(page, { failedRequests: true });
  await gotoHydrated(page, `${server.url}/de`);
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.data')) requests.push(request.url());
  });
  for (const { path, title } of unknownAddresses) {
    // As a link inside the app would: a client-side navigation.
    await page.evaluate(
      (to) =>
        (
          window as unknown as {
            __reactRouterDataRouter: { navigate: (to: string) => Promise<void> };
          }
        ).__reactRouterDataRouter.navigate(to),
      path,
    );
    await expect(page).toHaveURL(`${server.url}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(path.startsWith('/de/') ? /^404 - / : '404 - Page Not Found');
  }
  await waitForSettled(page);
  expect(requests).toEqual([]);
  expect(errors).toEqual([]);
});
