import { expect, test, type Page } from '@playwright/test';
import { startServer, type RunningServer } from './server.ts';
import { collectErrors, gotoHydrated } from './support.ts';

/**
 * The footer's Stay Updated form with JavaScript (spec §4 Newsletter (footer), §8): the texts
 * appear in a status region under the form (not a blocking alert), the form is reset only on
 * success, and only a failed request or an unreadable answer counts as a failure.
 */

let server: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const footerForm = (page: Page) => page.locator('footer form[action="/api/newsletter/subscribe"]');
const email = (page: Page) =>
  footerForm(page).getByRole('textbox', { name: 'Email address for the newsletter' });
const status = (page: Page) => footerForm(page).getByRole('status');

async function subscribe(page: Page, address: string) {
  await gotoHydrated(page, `${server.url}/about`);
  await email(page).fill(address);
  await footerForm(page).getByRole('button', { name: 'Subscribe' }).click();
}

test('a sign-up says so in the status region and resets the form', async ({ page }) => {
  const errors = collectErrors(page);
  page.on('dialog', (dialog) => errors.push(`dialog: ${dialog.message()}`));
  let body: unknown;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/newsletter/subscribe')) body = request.postDataJSON();
  });

  await subscribe(page, `footer.${Date.now()}@example.org`);
  await expect(status(page)).toHaveText(
    'Almost there: check your inbox to confirm your subscription.',
  );
  await expect(email(page)).toHaveValue('');
  expect(body).toMatchObject({ email: expect.stringMatching(/^footer\.\d+@example\.org$/) });
  expect(errors).toEqual([]);
});

test('a request that fails says to try again and keeps the address', async ({ page }) => {
  await page.route('**/api/newsletter/subscribe', (route) => route.abort('internetdisconnected'));
  await subscribe(page, 'offline@example.org');
  await expect(status(page)).toHaveText('Subscription failed. Please try again.');
  await expect(email(page)).toHaveValue('offline@example.org');
  await expect(footerForm(page).getByRole('button', { name: 'Subscribe' })).toBeEnabled();
});

test('an answer that is not JSON (a 500 from a proxy) counts as a failure', async ({ page }) => {
  await page.route('**/api/newsletter/subscribe', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'text/html',
      body: '<h1>Internal Server Error</h1>',
    }),
  );
  await subscribe(page, 'broken@example.org');
  await expect(status(page)).toHaveText('Subscription failed. Please try again.');
  await expect(email(page)).toHaveValue('broken@example.org');
});

test('an answer without the success flag shows nothing and keeps the form filled', async ({
  page,
}) => {
  let answered = false;
  await page.route('**/api/newsletter/subscribe', async (route) => {
    await route.fulfill({ status: 200, json: { message: 'Queued' } });
    answered = true;
  });
  await subscribe(page, 'queued@example.org');
  await expect.poll(() => answered).toBe(true);
  await expect(footerForm(page).getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  await expect(status(page)).toHaveText('');
  await expect(email(page)).toHaveValue('queued@example.org');
});
