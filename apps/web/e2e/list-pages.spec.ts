import { expect, test, type Locator, type Page } from '@playwright/test';
import { startServer, type RunningServer } from './server.ts';
import { collectErrors, gotoHydrated, waitForSettled } from './support.ts';

/**
 * What every list page (destinations, blog, FAQ, shop, tools) shares: its view lives in the
 * query string; typing starts one history entry and then replaces it, so Back returns to the
 * view before the search; a chip or a select pushes an entry; and no keystroke is lost, even
 * on a slow CPU where the router's URL updates trail the typing.
 */

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server.stop();
});

interface SearchPage {
  path: string;
  /** Accessible name of the search box. */
  box: string;
  /** Something to type that matches at least one item. */
  text: string;
  /** A locator that is visible only in the unfiltered view. */
  unfiltered: (page: Page) => Locator;
}

const searchPages: SearchPage[] = [
  {
    path: '/destinations',
    box: 'Search destinations',
    text: 'KYOTO',
    unfiltered: (page) => page.getByRole('heading', { level: 2, name: 'Featured Destinations' }),
  },
  {
    path: '/blog',
    box: 'Search articles',
    text: 'insurance',
    unfiltered: (page) => page.getByRole('heading', { level: 2, name: 'Featured Articles' }),
  },
  {
    path: '/faq',
    box: 'Search FAQs',
    text: 'passport',
    unfiltered: (page) =>
      page.getByRole('heading', { level: 2, name: 'Destination-Specific Questions' }),
  },
  {
    path: '/shop',
    box: 'Search products',
    text: 'hiking',
    unfiltered: (page) => page.getByText('Showing 12 of 12 products'),
  },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const urlOf = (path: string, search = '') => new RegExp(`${escape(path)}${escape(search)}$`);

/** Slows the page's CPU down six times, as a low-end phone runs it. */
async function throttleCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
}

test.describe('fast typing on a six times slower CPU keeps every character', () => {
  // Everything runs six times slower, hydration included.
  test.describe.configure({ timeout: 90_000 });

  for (const { path, box, text, unfiltered } of searchPages) {
    test(`${path}: in the box and in the URL`, async ({ page }) => {
      const errors = collectErrors(page);
      await throttleCpu(page);
      await gotoHydrated(page, `${server.url}${path}`);
      const search = page.getByRole('searchbox', { name: box });

      await search.pressSequentially(text);
      await expect(search).toHaveValue(text);
      await expect(page).toHaveURL(urlOf(path, `?q=${text}`));
      await expect(unfiltered(page)).toHaveCount(0);
      // Nothing arrives late and undoes it: once every location the router was delivering has
      // been rendered, the box and the URL still hold the whole text.
      await waitForSettled(page);
      await expect(search).toHaveValue(text);
      await expect(page).toHaveURL(urlOf(path, `?q=${text}`));

      // One entry for the whole search: Back returns to the page as it was.
      await page.goBack();
      await expect(page).toHaveURL(urlOf(path));
      await expect(search).toHaveValue('');
      await expect(unfiltered(page)).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('/destinations: typing then a chip at once keeps both', async ({ page }) => {
    await throttleCpu(page);
    await gotoHydrated(page, `${server.url}/destinations`);
    const search = page.getByRole('searchbox', { name: 'Search destinations' });
    await search.pressSequentially('japan');
    await page
      .getByRole('radiogroup', { name: 'Filter by continent' })
      .getByRole('radio', { name: 'Asia' })
      .click();
    await expect(page).toHaveURL(urlOf('/destinations', '?q=japan&continent=asia'));
    await expect(search).toHaveValue('japan');
    await expect(page.getByRole('heading', { level: 2, name: 'Search Results (1)' })).toBeVisible();
  });

  test('/blog: typing then a chip at once keeps both', async ({ page }) => {
    await throttleCpu(page);
    await gotoHydrated(page, `${server.url}/blog`);
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    await search.pressSequentially('japan');
    await page
      .getByRole('radiogroup', { name: 'Filter articles by category' })
      .getByRole('radio', { name: 'Destination Guide', exact: true })
      .click();
    await expect(page).toHaveURL(urlOf('/blog', '?q=japan&category=destination-guide'));
    await expect(search).toHaveValue('japan');
  });

  test('/shop: typing then a select at once keeps both, and the select shows its choice', async ({
    page,
  }) => {
    await throttleCpu(page);
    await gotoHydrated(page, `${server.url}/shop`);
    const search = page.getByRole('searchbox', { name: 'Search products' });
    const sort = page.getByLabel('Sort by');
    await search.pressSequentially('tee');
    await sort.selectOption('price-high');
    await expect(sort).toHaveValue('price-high');
    await expect(page).toHaveURL(urlOf('/shop', '?q=tee&sort=price-high'));
    await expect(search).toHaveValue('tee');
    await page.getByLabel('Category', { exact: true }).selectOption('apparel');
    await expect(page).toHaveURL(urlOf('/shop', '?q=tee&category=apparel&sort=price-high'));
    await expect(sort).toHaveValue('price-high');
  });
});

/** Chooses a chip by keyboard: from the chip in force, arrow keys to `name`, then Enter. */
/**
 * Chooses a chip by keyboard, as a radio group works: arrow keys move the selection (and the
 * filter) along the chips. Pressing Right from the checked chip until `name` is checked.
 */
async function chooseChip(group: Locator, name: string) {
  const checked = () =>
    group
      .getByRole('radio', { checked: true })
      .evaluate((radio: HTMLInputElement) => radio.labels?.[0]?.textContent?.trim() ?? '');
  await group.getByRole('radio', { checked: true }).focus();
  for (let presses = 0; presses < 12; presses++) {
    if ((await checked()) === name) return;
    await group.page().keyboard.press('ArrowRight');
  }
  throw new Error(`no chip named ${name}`);
}

for (const width of [390, 1280]) {
  test.describe(`Back and Forward at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { path, box, text, unfiltered } of searchPages) {
      test(`${path}: typing by keyboard is one entry`, async ({ page }) => {
        await gotoHydrated(page, `${server.url}${path}`);
        const search = page.getByRole('searchbox', { name: box });
        await search.focus();
        await page.keyboard.type(text);
        await expect(page).toHaveURL(urlOf(path, `?q=${text}`));
        await expect(unfiltered(page)).toHaveCount(0);

        await page.goBack();
        await expect(page).toHaveURL(urlOf(path));
        await expect(search).toHaveValue('');
        await expect(unfiltered(page)).toBeVisible();

        await page.goForward();
        await expect(page).toHaveURL(urlOf(path, `?q=${text}`));
        await expect(search).toHaveValue(text);
        await expect(unfiltered(page)).toHaveCount(0);
      });
    }

    const chipPages = [
      {
        path: '/destinations',
        group: 'Filter by category',
        chips: ['Safari', 'Cultural'],
        search: ['?category=safari', '?category=cultural'],
        // By keyboard every chip the arrows pass is chosen: two neighbours, from All.
        keyboardChips: ['Safari', 'Honeymoon'],
        keyboardSearch: ['?category=safari', '?category=honeymoon'],
      },
      {
        path: '/blog',
        group: 'Filter articles by category',
        chips: ['Travel Tips', 'Insurance'],
        search: ['?category=travel-tips', '?category=insurance'],
        keyboardChips: ['Travel Tips', 'Destination Guide'],
        keyboardSearch: ['?category=travel-tips', '?category=destination-guide'],
      },
      {
        path: '/tools',
        group: 'Filter tools by category',
        chips: ['Planning', 'Safety'],
        search: ['?category=planning', '?category=safety'],
        keyboardChips: ['Planning', 'Financial'],
        keyboardSearch: ['?category=planning', '?category=financial'],
      },
    ];
    for (const [chipPage, input] of chipPages.flatMap(
      (chipPage) =>
        [
          [chipPage, 'keyboard'],
          [chipPage, 'mouse'],
        ] as const,
    )) {
      const { path, group } = chipPage;
      const chips = input === 'keyboard' ? chipPage.keyboardChips : chipPage.chips;
      const search = input === 'keyboard' ? chipPage.keyboardSearch : chipPage.search;
      test(`${path}: each chip chosen by ${input} is an entry`, async ({ page }) => {
        await gotoHydrated(page, `${server.url}${path}`);
        const radios = page.getByRole('radiogroup', { name: group });
        const choose = (name: string) =>
          input === 'keyboard'
            ? chooseChip(radios, name)
            : radios.getByRole('radio', { name, exact: true }).click();
        await choose(chips[0]!);
        await expect(page).toHaveURL(urlOf(path, search[0]));
        await choose(chips[1]!);
        await expect(page).toHaveURL(urlOf(path, search[1]));
        await expect(radios.getByRole('radio', { name: chips[1], exact: true })).toBeChecked();

        await page.goBack();
        await expect(page).toHaveURL(urlOf(path, search[0]));
        await expect(radios.getByRole('radio', { name: chips[0], exact: true })).toBeChecked();
        await page.goBack();
        await expect(page).toHaveURL(urlOf(path));
        await expect(radios.getByRole('radio', { name: 'All', exact: true })).toBeChecked();
      });
    }

    test('/shop: each select changed by keyboard is an entry', async ({ page }) => {
      await gotoHydrated(page, `${server.url}/shop`);
      const sort = page.getByLabel('Sort by');
      const price = page.getByLabel('Price', { exact: true });
      await sort.focus();
      await page.keyboard.press('ArrowDown');
      await expect(sort).toHaveValue('price-low');
      await expect(page).toHaveURL(urlOf('/shop', '?sort=price-low'));
      await price.focus();
      await page.keyboard.press('ArrowDown');
      await expect(price).toHaveValue('under20');
      await expect(page).toHaveURL(urlOf('/shop', '?price=under20&sort=price-low'));

      await page.goBack();
      await expect(page).toHaveURL(urlOf('/shop', '?sort=price-low'));
      await expect(price).toHaveValue('all');
      await expect(sort).toHaveValue('price-low');
      await page.goBack();
      await expect(page).toHaveURL(urlOf('/shop'));
      await expect(sort).toHaveValue('featured');
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  const pages = [
    { path: '/destinations', list: 'All Destinations' },
    { path: '/blog', list: 'Latest Articles' },
    { path: '/faq', list: 'Destination-Specific Questions' },
    { path: '/shop', list: 'Our Products' },
    { path: '/tools', list: 'Essential Travel Tools' },
  ];
  for (const { path, list } of pages) {
    test(`${path}: no dead search or filters, a note, and the full list`, async ({ page }) => {
      await page.goto(`${server.url}${path}?q=zzz&category=nothing`);
      await expect(page.getByText('Search and filters need JavaScript')).toBeVisible();
      // Within the page: the header (its language switcher) is not the list's business.
      const main = page.locator('main');
      await expect(main.getByRole('searchbox')).toHaveCount(0);
      await expect(main.getByRole('radiogroup')).toHaveCount(0);
      await expect(main.getByRole('combobox')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 2, name: list })).toBeVisible();
    });
  }

  test('the home page tools section: a note instead of the chips, every tool listed', async ({
    page,
  }) => {
    await page.goto(`${server.url}/?tools=safety`);
    const section = page.getByRole('region', { name: 'Essential Travel Tools' });
    await expect(section.getByText('Search and filters need JavaScript')).toBeVisible();
    await expect(section.getByRole('radiogroup')).toHaveCount(0);
    await expect(section.locator('[data-card="tool"]')).toHaveCount(20);
  });
});

test('with JavaScript the note is never shown', async ({ page }) => {
  await gotoHydrated(page, `${server.url}/destinations`);
  await expect(page.getByText('Search and filters need JavaScript')).toBeHidden();
  await expect(page.getByRole('searchbox', { name: 'Search destinations' })).toBeVisible();
});
