import { expect, test, type Page } from '@playwright/test';
import { SHOP_CARD_MAX_TAGS, shopCategories, shopProducts } from '@travel/catalog';
import { startServer, type RunningServer } from './server.ts';
import { collectErrors } from './support.ts';

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server.stop();
});

async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const main = document.getElementById('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__react'));
  });
}

const products = (page: Page) => page.getByRole('region', { name: 'Our Products' });
const cards = (page: Page) =>
  products(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
const count = (page: Page) => products(page).getByRole('status');
const comingSoon = (page: Page) =>
  page.getByRole('heading', { level: 3, name: 'Coming Very Soon' });
const total = shopProducts.length;

test('twelve products with art, at most two tags, New instead of stars, and marketplace links', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto(`${server.url}/shop`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(cards(page)).toHaveCount(total);
  await expect(count(page)).toHaveText(`Showing ${total} of ${total} products`);
  for (const category of shopCategories)
    await expect(page.getByRole('heading', { level: 3, name: category.name })).toBeVisible();

  const first = cards(page).first();
  await expect(first.locator('[data-scene]')).toHaveCount(1);
  await expect(first.getByText('$24.99')).toBeVisible();
  await expect(first.getByText('New', { exact: true })).toBeVisible();
  const tagLists = products(page).getByRole('list', { name: 'Tags' });
  for (const list of await tagLists.all())
    expect(await list.getByRole('listitem').count()).toBeLessThanOrEqual(SHOP_CARD_MAX_TAGS);
  const buy = first.getByRole('link', { name: /^View on Etsy\s*: .+ \(opens in a new tab\)$/ });
  await expect(buy).toHaveAttribute('href', /etsy\.com\/shop\/.+\?search_query=/);
  await expect(buy).toHaveAttribute('target', '_blank');

  await expect(page.getByRole('link', { name: 'Request Custom Design' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(page.getByRole('heading', { name: 'Free shipping over $35' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('price ranges follow the §5 boundaries for $24.99 products', async ({ page }) => {
  await page.goto(`${server.url}/shop`);
  await hydrated(page);
  const price = page.getByLabel('Price', { exact: true });

  await price.selectOption('under20');
  await expect(page).toHaveURL(/\/shop\?price=under20$/);
  await expect(comingSoon(page)).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expect(count(page)).toHaveText(`Showing 0 of ${total} products`);
  await expect(
    page.getByRole('link', { name: 'Shop on Etsy (opens in a new tab)' }),
  ).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'Get VIP Notifications' })).toHaveAttribute(
    'href',
    '/contact',
  );

  await price.selectOption('20to30');
  await expect(cards(page)).toHaveCount(total);
  await expect(comingSoon(page)).toHaveCount(0);

  await price.selectOption('over30');
  await expect(comingSoon(page)).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/shop\?price=20to30$/);
  await expect(cards(page)).toHaveCount(total);
  await expect(price).toHaveValue('20to30');
});

test('search by title or tag and sort, all in the URL; Back restores; a shared link works', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto(`${server.url}/shop`);
  await hydrated(page);
  const search = page.getByRole('searchbox', { name: 'Search products' });

  await search.pressSequentially('Hiking');
  await expect(page).toHaveURL(/\/shop\?q=Hiking$/);
  await expect(cards(page)).toHaveCount(
    shopProducts.filter((product) => product.tags.includes('hiking')).length,
  );

  await search.fill('santorini');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first().getByRole('heading')).toHaveText('Santorini Sunset Tee');

  await search.fill('');
  await expect(cards(page)).toHaveCount(total);
  await expect(cards(page).first().getByRole('heading')).toHaveText(
    shopProducts.find((product) => product.featured)!.title,
  );

  await page.getByLabel('Sort by').selectOption('price-high');
  await expect(page).toHaveURL(/\/shop\?sort=price-high$/);
  await page.getByLabel('Category', { exact: true }).selectOption('gifts');
  await expect(page).toHaveURL(/\/shop\?category=gifts&sort=price-high$/);
  await expect(comingSoon(page)).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/shop\?sort=price-high$/);
  await expect(cards(page)).toHaveCount(total);

  await page.goto(`${server.url}/shop?q=tee&category=apparel&price=20to30&sort=popular`);
  await hydrated(page);
  await expect(search).toHaveValue('tee');
  await expect(page.getByLabel('Sort by')).toHaveValue('popular');
  await expect(cards(page)).toHaveCount(total);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(search).toHaveValue('');
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('a category card sets the category filter and brings the products into view', async ({
  page,
}) => {
  await page.goto(`${server.url}/shop`);
  await hydrated(page);
  await page.getByRole('link', { name: 'Browse Prints' }).click();
  await expect(page).toHaveURL(/\/shop\?category=prints$/);
  await expect(comingSoon(page)).toBeInViewport();
  await expect(page.getByLabel('Category', { exact: true })).toHaveValue('prints');
  await page.getByRole('link', { name: 'Browse Apparel' }).click();
  await expect(cards(page)).toHaveCount(total);
  await page.goBack();
  await expect(comingSoon(page)).toBeVisible();
});

const categoryCards = (page: Page) =>
  page.getByRole('region', { name: 'Shop by Category' }).getByRole('listitem');
const categoryCard = (page: Page, name: string) =>
  categoryCards(page).filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
const optionTexts = (page: Page, label: string) =>
  page
    .getByLabel(label, { exact: true })
    .locator('option')
    .evaluateAll((options) => options.map((option) => option.textContent));

/** A real click at the middle of `target`: whatever the page has on top there receives it. */
async function clickAt(page: Page, target: ReturnType<Page['locator']>) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test('a click anywhere on a category card chooses it; its Browse link stays the one control', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto(`${server.url}/shop`);
  await hydrated(page);
  const category = page.getByLabel('Category', { exact: true });

  // The card's title and its icon, not its link.
  const prints = categoryCard(page, 'Prints');
  await clickAt(page, prints.getByRole('heading', { level: 3 }));
  await expect(page).toHaveURL(/\/shop\?category=prints$/);
  await expect(category).toHaveValue('prints');
  await expect(comingSoon(page)).toBeInViewport();
  await expect(prints.getByText('Selected')).toBeVisible();

  const apparel = categoryCard(page, 'Apparel');
  await clickAt(page, apparel.locator('svg').first());
  await expect(page).toHaveURL(/\/shop\?category=apparel$/);
  await expect(category).toHaveValue('apparel');
  await expect(cards(page)).toHaveCount(total);

  // One control per card, reached and used by keyboard.
  for (const card of await categoryCards(page).all()) {
    await expect(card.getByRole('link')).toHaveCount(1);
    await expect(card.getByRole('button')).toHaveCount(0);
  }
  const gifts = categoryCard(page, 'Gifts').getByRole('link');
  await gifts.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shop\?category=gifts$/);
  await expect(category).toHaveValue('gifts');
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('en: every category and price band shows its count, and an empty one says so first', async ({
  page,
}) => {
  await page.goto(`${server.url}/shop`);
  await hydrated(page);
  await expect(categoryCard(page, 'Apparel')).toContainText(`${total} products`);
  await expect(
    page.getByRole('link', { name: `Browse Apparel (${total} products)`, exact: true }),
  ).toBeVisible();
  for (const name of ['Accessories', 'Prints', 'Stationery', 'Tech', 'Gifts']) {
    await expect(categoryCard(page, name)).toContainText('No products yet');
    await expect(
      page.getByRole('link', { name: `Browse ${name} (no products yet)`, exact: true }),
    ).toBeVisible();
  }
  expect(await optionTexts(page, 'Category')).toEqual([
    `All Categories (${total})`,
    `Apparel (${total})`,
    'Accessories (none)',
    'Prints (none)',
    'Stationery (none)',
    'Tech (none)',
    'Gifts (none)',
  ]);
  expect(await optionTexts(page, 'Price')).toEqual([
    `All Prices (${total})`,
    'Under $20 (none)',
    `$20 - $30 (${total})`,
    'Over $30 (none)',
  ]);

  // The counts follow the search: what each choice would show with it.
  await page.getByRole('searchbox', { name: 'Search products' }).fill('santorini');
  await expect(categoryCard(page, 'Apparel')).toContainText('1 product');
  await expect(page.getByRole('link', { name: 'Browse Apparel (1 product)' })).toBeVisible();
  expect(await optionTexts(page, 'Price')).toContain('$20 - $30 (1)');
});

test('de: the counts in German, with German plural rules', async ({ page }) => {
  await page.goto(`${server.url}/de/shop`);
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const region = page.getByRole('region', { name: 'Nach Kategorie shoppen' });
  await expect(region.getByRole('link', { name: /ansehen \(12 Produkte\)$/ })).toHaveCount(1);
  await expect(region.getByRole('link', { name: /ansehen \(noch keine Produkte\)$/ })).toHaveCount(
    5,
  );
  await expect(region.getByText('Noch keine Produkte', { exact: true })).toHaveCount(5);
  const prices = await optionTexts(page, 'Preis');
  expect(prices).toEqual(
    expect.arrayContaining(['Unter 20 $ (keine)', expect.stringMatching(/ \(12\)$/)]),
  );
  await page.getByRole('searchbox').fill('santorini');
  await expect(region.getByText('1 Produkt', { exact: true })).toBeVisible();
});

test('Shop Now scrolls to the products and moves focus to their heading', async ({ page }) => {
  await page.goto(`${server.url}/shop`);
  await hydrated(page);
  const heading = page.getByRole('heading', { level: 2, name: 'Our Products' });
  await expect(heading).not.toBeInViewport();
  await page.getByRole('link', { name: 'Shop Now' }).click();
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(
    page.getByRole('link', { name: 'Visit Etsy Shop (opens in a new tab)' }),
  ).toHaveAttribute('target', '_blank');
});

test('the print store links out to the marketplace and to custom prints', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${server.url}/print-store`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Print Collections' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'How Printing and Shipping Work' }),
  ).toBeVisible();
  const browse = page.getByRole('link', { name: /^Browse Prints on Etsy/ });
  await expect(browse).toHaveAttribute('href', /etsy\.com\/shop\//);
  await expect(browse).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'Request a Custom Print' }).first()).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Online Store' }),
  ).toHaveAttribute('aria-current', 'page');
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
