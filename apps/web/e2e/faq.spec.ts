import { expect, test, type Page } from '@playwright/test';
import { destinationFaqGroups, faqCategories } from '@travel/catalog';
import { collectErrors, waitForHydration } from './support.ts';
import { startServer, type RunningServer } from './server.ts';

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server.stop();
});

const allFaqs = [
  ...faqCategories.flatMap((category) => category.faqs),
  ...destinationFaqGroups.flatMap((group) => group.faqs),
];
const matching = (text: string) =>
  allFaqs.filter((faq) =>
    `${faq.question}\n${faq.answer}`.toLowerCase().includes(text.toLowerCase()),
  );

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search FAQs' });
const question = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function hydrated(page: Page) {
  await waitForHydration(page);
}

test('the prerendered page holds every answer and the FAQPage data, without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.url}/faq?q=visa`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
  ).toBeVisible();
  // The prerendered page cannot search: a note stands in for the box, every answer follows.
  await expect(page.getByText('Search and filters need JavaScript')).toBeVisible();
  await expect(searchBox(page)).toBeHidden();
  for (const group of destinationFaqGroups)
    await expect(page.getByRole('heading', { name: group.destination })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Destination-Specific Questions' }),
  ).toBeVisible();

  // The questions cannot open and close without JavaScript: every answer shows.
  for (const faq of allFaqs)
    await expect(page.getByText(faq.answer, { exact: true }).first()).toBeVisible();

  const html = await page.content();
  for (const faq of allFaqs) expect(html).toContain(faq.answer.replaceAll('&', '&amp;'));
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faqPage = jsonLd
    .map((text) => JSON.parse(text))
    .find((data) => data['@type'] === 'FAQPage');
  expect(faqPage.mainEntity).toHaveLength(allFaqs.length);
  expect(jsonLd.some((text) => text.includes('BreadcrumbList'))).toBe(true);
  await context.close();
});

test('categories with their questions; several answers open at once; keys toggle them', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto(`${server.url}/faq`);
  await hydrated(page);
  for (const category of faqCategories) {
    await expect(page.getByRole('heading', { level: 3, name: category.title })).toBeVisible();
  }

  const [a, b] = faqCategories[1]!.faqs;
  const c = destinationFaqGroups[0]!.faqs[0]!;
  await question(page, a!.question).click();
  await question(page, b!.question).click();
  await question(page, c.question).click();
  for (const faq of [a!, b!, c]) {
    await expect(question(page, faq.question)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(faq.answer)).toBeVisible();
  }
  await question(page, a!.question).click();
  await expect(page.getByText(a!.answer)).toBeHidden();
  await expect(page.getByText(b!.answer)).toBeVisible();

  const d = faqCategories[3]!.faqs[0]!;
  await question(page, d.question).focus();
  await page.keyboard.press('Enter');
  await expect(question(page, d.question)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(d.answer)).toBeVisible();
  await page.keyboard.press('Space');
  await expect(question(page, d.question)).toHaveAttribute('aria-expanded', 'false');
  expect(errors).toEqual([]);
});

test('search shows the count, the category of each result, and reflects the text in ?q=', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto(`${server.url}/faq`);
  await hydrated(page);

  const expected = matching('visa');
  expect(expected.length).toBeGreaterThan(1);
  await searchBox(page).pressSequentially('VISA');
  await expect(
    page.getByRole('heading', { level: 2, name: `Search Results (${expected.length})` }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/faq\?q=VISA$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Destination-Specific Questions' }),
  ).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({ hasText: `${expected.length} questions match` }),
  ).toHaveCount(1);

  const kenyaVisa = question(page, 'Do I need a visa for Kenya? Category: Kenya Safari');
  await expect(kenyaVisa).toBeVisible();
  await kenyaVisa.click();
  await expect(page.getByText(destinationFaqGroups[0]!.faqs[1]!.answer)).toBeVisible();

  await searchBox(page).fill('zanzibar submarine');
  await expect(page.getByText('No FAQs found matching your search.').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Search Results (0)' })).toBeVisible();

  await page.getByRole('button', { name: 'Show all questions' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Destination-Specific Questions' }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('a shared search link opens on its results without a hydration error', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${server.url}/faq?q=paypal`);
  await expect(
    page.getByRole('heading', { level: 2, name: `Search Results (${matching('paypal').length})` }),
  ).toBeVisible();
  await expect(searchBox(page)).toHaveValue('paypal');
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('Still Have Questions offers a message and a call', async ({ page }) => {
  await page.goto(`${server.url}/faq`);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Still Have Questions?' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send Message' })).toHaveAttribute(
    'href',
    '/contact',
  );
  const call = page.getByRole('link', { name: /^Call / });
  await expect(call).toHaveAttribute('href', /^tel:\+\d+$/);
  await expect(call).toHaveText(/\(\d{3}\) \d{3}-\d{4}/);
});
