import { expect, test, type Page } from '@playwright/test';
import { destinations } from '@travel/catalog';
import { startServer, type RunningServer } from './server.ts';
import { collectErrors, waitForHydration } from './support.ts';

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server.stop();
});

const resultsHeading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: /Destinations|Search Results/ }).last();
const resultCards = (page: Page) =>
  page
    .getByRole('region', { name: /All Destinations|Filtered Destinations|Search Results/ })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { level: 3 }),
    });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search destinations' });

/** Waits until React has hydrated the listing (its controls filter from then on). */
const hydrated = waitForHydration;

test('the listing shows Featured and all six destinations, without errors', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${server.url}/destinations`);
  await hydrated(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Explore Our Destinations' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Featured Destinations' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'All Destinations' })).toBeVisible();
  await expect(resultCards(page)).toHaveCount(destinations.length);
  await expect(page.getByRole('link', { name: 'Plan Custom Trip' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(page).toHaveTitle(/Destinations/);
  expect(errors).toEqual([]);
});

test('typing and chips filter the grid, update the URL, and Back restores each view', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto(`${server.url}/destinations`);
  await hydrated(page);

  await searchBox(page).pressSequentially('KYOTO');
  await expect(page).toHaveURL(/\/destinations\?q=KYOTO$/);
  await expect(resultsHeading(page)).toHaveText('Search Results (1)');
  await expect(resultCards(page)).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Featured Destinations' })).toHaveCount(0);

  await page
    .getByRole('radiogroup', { name: 'Filter by continent' })
    .getByRole('radio', { name: 'Europe' })
    .click();
  await expect(page).toHaveURL(/\?q=KYOTO&continent=europe$/);
  await expect(resultsHeading(page)).toHaveText('Search Results (0)');
  await expect(page.getByText('No destinations found matching your criteria.')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/destinations\?q=KYOTO$/);
  await expect(searchBox(page)).toHaveValue('KYOTO');
  await expect(resultsHeading(page)).toHaveText('Search Results (1)');

  await page.goBack();
  await expect(page).toHaveURL(/\/destinations$/);
  await expect(searchBox(page)).toHaveValue('');
  await expect(resultsHeading(page)).toHaveText('All Destinations');
  await expect(page.getByRole('heading', { name: 'Featured Destinations' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a category chip filters, hides Featured and pushes a history entry', async ({ page }) => {
  await page.goto(`${server.url}/destinations`);
  await hydrated(page);
  await page
    .getByRole('radiogroup', { name: 'Filter by category' })
    .getByRole('radio', { name: 'Wine & Food' })
    .click();
  await expect(page).toHaveURL(/\?category=wine-food$/);
  await expect(resultsHeading(page)).toHaveText('Filtered Destinations (1)');
  await expect(resultCards(page)).toHaveCount(1);
  await expect(resultCards(page).getByRole('heading', { level: 3 })).toHaveText(
    'Tuscany Wine & Food Tour',
  );
  await expect(page.getByRole('heading', { name: 'Featured Destinations' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(/\/destinations$/);
  await expect(resultCards(page)).toHaveCount(6);
  await page.goBack();
  await expect(resultsHeading(page)).toHaveText('Filtered Destinations (1)');
});

test('a shared filtered URL opens filtered, after hydration and without a mismatch', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto(`${server.url}/destinations?category=honeymoon&continent=Europe`);
  await hydrated(page);
  await expect(resultsHeading(page)).toHaveText('Filtered Destinations (1)');
  await expect(resultCards(page).getByRole('heading', { level: 3 })).toHaveText(
    'Santorini Honeymoon',
  );
  const categories = page.getByRole('radiogroup', { name: 'Filter by category' });
  await expect(categories.getByRole('radio', { name: 'Honeymoon' })).toBeChecked();
  await expect(categories.getByRole('radio', { name: 'All' })).not.toBeChecked();
  expect(errors).toEqual([]);
});

test('without JavaScript the page lists every destination', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.url}/destinations?q=nothing-matches`);
  await expect(resultCards(page)).toHaveCount(destinations.length);
  // The prerendered page cannot filter: a note stands in for the search box and chips.
  await expect(page.getByText('Search and filters need JavaScript')).toBeVisible();
  await expect(searchBox(page)).toBeHidden();
  await expect(page.getByRole('radiogroup')).toHaveCount(0);
  await context.close();
});

test('a card opens its destination page, with the plan link and structured data', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto(`${server.url}/destinations`);
  await hydrated(page);
  await resultCards(page)
    .filter({ hasText: 'Masai Mara Safari' })
    .getByRole('link', { name: 'Masai Mara Safari' })
    .click();
  await expect(page).toHaveURL(/\/destinations\/kenya-safari-masai-mara$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Masai Mara Safari');
  await expect(page.getByRole('heading', { level: 2, name: 'Day-by-Day Itinerary' })).toBeVisible();
  await expect(page.getByText('From $4,500').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Plan this trip' }).first()).toHaveAttribute(
    'href',
    '/contact?destination=Masai+Mara+Safari',
  );
  await expect(page.getByRole('heading', { level: 2, name: 'You Might Also Like' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('every destination page is prerendered with its title, breadcrumbs and TouristTrip', async ({
  request,
}) => {
  for (const destination of destinations) {
    const response = await request.get(`${server.url}/destinations/${destination.slug}`);
    expect(response.status(), destination.slug).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${destination.name.replace('&', '&amp;')}, `);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (match) =>
        JSON.parse(match[1] ?? 'null') as {
          '@type': string | string[];
          offers?: { price: number };
          aggregateRating?: { ratingValue: number; reviewCount: number };
        },
    );
    expect(jsonLd.map((data) => String(data['@type'])).sort()).toEqual([
      'BreadcrumbList',
      'TouristTrip,Product',
      // Every indexable page's own: its URL and language.
      'WebPage',
    ]);
    const trip = jsonLd.find((data) => data['@type'].includes('TouristTrip'));
    const price = Number(destination.price.replace(/[^\d]/g, ''));
    expect(trip?.offers?.price).toBe(price);
    // The rating the page shows, and the structured data says, are the same.
    expect(trip?.aggregateRating).toMatchObject({
      ratingValue: destination.rating,
      reviewCount: destination.reviewCount,
    });
    expect(html).toContain(String(destination.rating));
  }
});

test('the listing lists every destination in its structured data, with its rating', async ({
  request,
}) => {
  const html = await (await request.get(`${server.url}/destinations`)).text();
  const list = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .map((match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>)
    .find((data) => data['@type'] === 'ItemList') as
    { itemListElement: { item: { name: string; aggregateRating: object } }[] } | undefined;
  expect(list?.itemListElement.map((element) => element.item.name)).toEqual(
    destinations.map((destination) => destination.name),
  );
  expect(list?.itemListElement.map((element) => element.item.aggregateRating)).toEqual(
    destinations.map((destination) =>
      expect.objectContaining({
        '@type': 'AggregateRating',
        ratingValue: destination.rating,
        reviewCount: destination.reviewCount,
      }),
    ),
  );
});

test('an unknown destination answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto(`${server.url}/destinations/atlantis-underwater-tour`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
});
