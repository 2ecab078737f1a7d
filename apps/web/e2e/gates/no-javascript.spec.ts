import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { notFoundPaths, outcomePaths, sitemapPaths } from './pages.ts';
import { DEPARTURE, RETURN } from '../support.ts';

/**
 * Gate: with JavaScript off, every page reads — the sitemap's, the not-found pages and the
 * pages a form lands on (their heading and their content are in the prerendered HTML) — and
 * every form that sends something posts as a plain form and lands on a page saying how it went
 * (the API answers 303 to the form's thank-you page, /newsletter/subscribed or /form-error/…).
 *
 * The quiz and the search and filter forms are left out: without JavaScript they hide the
 * controls that need it, and their own specs cover that.
 */

test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: 'parallel' });

/** Words a page's <main> must hold to count as read: a full page, or a short status page. */
const minimumWords = (path: string) =>
  notFoundPaths.includes(path) || outcomePaths.includes(path) ? 10 : 40;

test.describe('every page reads without JavaScript: its h1 and its main content', () => {
  for (const path of [...sitemapPaths, ...notFoundPaths, ...outcomePaths]) {
    test(path, async ({ page, server }) => {
      const response = await page.goto(`${server.url}${path}`);
      expect(response?.status(), path).toBe(notFoundPaths.includes(path) ? 404 : 200);
      const main = page.locator('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      const words = (await main.innerText()).split(/\s+/).filter(Boolean).length;
      expect(words, `words of content in <main>`).toBeGreaterThan(minimumWords(path));
    });
  }
});

/**
 * Submits a form the way a visitor does, with its submit button, and waits until it lands on
 * the page at `landing` (its query, e.g. the fields an error page names, aside).
 */
async function submit(page: Page, form: Locator, button: string, landing: string) {
  await form.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL((url) => url.pathname === landing);
}

/** The newsletter sign-up form whose hidden `source` field says where it is. */
const newsletterForm = (page: Page, source: string) =>
  page.locator(
    `form[action="/api/newsletter/subscribe"]:has(input[type="hidden"][name="source"][value="${source}"])`,
  );

const subscribed = 'Welcome aboard!';
const inquired = 'Thank you for your inquiry!';
const messageSent = 'Message Sent Successfully!';
const flightRequested = 'Flight Booking Request Submitted!';

test.describe('every form posts and reports its outcome', () => {
  test('the home inquiry form lands on /thank-you', async ({ page, server }) => {
    await page.goto(server.url);
    const form = page.locator('form[action="/api/contact"]');
    await form.getByLabel('First Name').fill('Grace');
    await form.getByLabel('Last Name').fill('Hopper');
    await form.getByLabel('Email').first().fill('grace@example.org');
    await form.getByLabel('Travel Type').selectOption('family');
    await form.getByLabel('Tell Us About Your Dream Trip').fill('Two weeks in Japan in April.');
    await submit(page, form, 'Send My Inquiry', '/thank-you');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(inquired);
  });

  test('the home newsletter section lands on /newsletter/subscribed', async ({ page, server }) => {
    await page.goto(server.url);
    const form = newsletterForm(page, 'home');
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Email address').fill('home-newsletter@example.org');
    await submit(page, form, 'Subscribe', '/newsletter/subscribed');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(subscribed);
  });

  test('the footer newsletter lands on /newsletter/subscribed', async ({ page, server }) => {
    await page.goto(`${server.url}/about`);
    const form = newsletterForm(page, 'footer');
    await form.getByLabel('Email address').fill('footer@example.org');
    await submit(page, form, 'Subscribe', '/newsletter/subscribed');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(subscribed);
  });

  test('the blog newsletter band lands on /newsletter/subscribed', async ({ page, server }) => {
    await page.goto(`${server.url}/blog`);
    const form = newsletterForm(page, 'blog-index');
    await form.getByLabel('Email address').fill('blog-index@example.org');
    await submit(page, form, 'Subscribe', '/newsletter/subscribed');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(subscribed);
  });

  test("an article's sidebar newsletter lands on /newsletter/subscribed", async ({
    page,
    server,
  }) => {
    const article = sitemapPaths.find((path) => path.startsWith('/blog/'));
    expect(article, 'an article in the sitemap').toBeDefined();
    await page.goto(`${server.url}${article}`);
    const form = newsletterForm(page, 'blog-sidebar');
    await form.getByLabel('Email address').fill('blog-sidebar@example.org');
    await submit(page, form, 'Subscribe', '/newsletter/subscribed');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(subscribed);
  });

  test('the contact page form lands on /thank-you/contact', async ({ page, server }) => {
    await page.goto(`${server.url}/contact`);
    const form = page.locator('main form[action="/api/contact"]');
    await form.getByLabel('Full Name').fill('Katherine Johnson');
    await form.getByLabel('Email Address').fill('katherine@example.org');
    await form.getByLabel('Tell Us About Your Dream Trip').fill('The northern lights in February.');
    await submit(page, form, 'Send Message', '/thank-you/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messageSent);
  });

  test('the flight request form lands on /thank-you/flight', async ({ page, server }) => {
    await page.goto(`${server.url}/flight-booking`);
    const form = page.locator('main form[action="/api/contact"]');
    await form.getByLabel('First Name').fill('Amelia');
    await form.getByLabel('Last Name').fill('Earhart');
    await form.getByLabel('Email Address').fill('amelia@example.org');
    await form.getByLabel('Phone Number').fill('+1 612 555 0123');
    await form.getByLabel('Departure City').fill('Minneapolis (MSP)');
    await form.getByLabel('Arrival City').fill('Honolulu (HNL)');
    await form.getByLabel('Departure Date').fill(DEPARTURE);
    await form.getByLabel('Return Date').fill(RETURN);
    await form.getByLabel('Passengers').selectOption('2');
    await form.getByRole('combobox', { name: 'Class', exact: true }).selectOption('economy');
    await submit(page, form, 'Submit Request', '/thank-you/flight');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(flightRequested);
  });

  test('a refused form lands on /form-error/invalid, which says so', async ({ page, server }) => {
    await page.goto(`${server.url}/contact`);
    const form = page.locator('main form[action="/api/contact"]');
    await form.getByLabel('Full Name').fill('Katherine Johnson');
    await form.getByLabel('Email Address').fill('katherine@example.org');
    // Past the browser's own check (which needs a message), the API's: a message of spaces.
    await form.getByLabel('Tell Us About Your Dream Trip').fill('   ');
    await submit(page, form, 'Send Message', '/form-error/invalid');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please check your form');
  });
});
