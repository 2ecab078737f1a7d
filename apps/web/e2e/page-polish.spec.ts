import { expect, test, type Page } from '@playwright/test';
import { startServer, type RunningServer } from './server.ts';
import { gotoHydrated } from './support.ts';

/**
 * The page itself (issue 19): the floating buttons keep out of the way, keyboard focus is never
 * hidden under the sticky header, the chat's badge clears for good, and home destinations
 * without a page of their own open the contact form with the destination filled in.
 */

let server: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const chatToggle = (page: Page) => page.getByRole('button', { name: 'Chat with us' });
const badge = (page: Page) =>
  chatToggle(page).locator('span[aria-hidden="true"]', { hasText: '1' });

test('the chat’s unread badge clears once the chat has been opened, and stays cleared', async ({
  page,
}) => {
  await gotoHydrated(page, server.url);
  await expect(badge(page)).toBeVisible();
  await expect(chatToggle(page)).toHaveAccessibleDescription('1 new message');
  await chatToggle(page).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(badge(page)).toHaveCount(0);
  await expect(chatToggle(page)).not.toHaveAttribute('aria-describedby');

  // The next page, and the same one loaded again, remember it.
  await gotoHydrated(page, `${server.url}/about`);
  await expect(badge(page)).toHaveCount(0);
  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(badge(page)).toHaveCount(0);
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('back to top steps aside over the footer, and the footer’s end keeps clear of the chat button', async ({
    page,
  }) => {
    await gotoHydrated(page, `${server.url}/contact`);
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(backToTop).toBeVisible();

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.locator('footer[data-site-footer]')).toBeInViewport();
    await expect(backToTop).toBeHidden();

    // At the very end, the footer's last line is not under the chat button.
    const chat = await chatToggle(page).boundingBox();
    const last = await page.locator('footer[data-site-footer]').evaluate((footer) => {
      const texts = [...footer.querySelectorAll('p, a, li')].filter(
        (element) => element.getBoundingClientRect().height > 0,
      );
      const rects = texts.map((element) => element.getBoundingClientRect());
      return rects.reduce((lowest, rect) => (rect.bottom > lowest.bottom ? rect : lowest));
    });
    expect(chat).not.toBeNull();
    expect(last.bottom, 'the footer’s last line is under the chat button').toBeLessThanOrEqual(
      chat!.y,
    );
  });

  test('keyboard focus is never hidden under the sticky header', async ({ page }) => {
    await gotoHydrated(page, `${server.url}/faq`);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const hidden: string[] = [];
    // Backwards through the page: each control scrolled into view from below.
    for (let press = 0; press < 25; press++) {
      await page.keyboard.press('Shift+Tab');
      const state = await page.evaluate(() => {
        const focused = document.activeElement;
        const header = document.querySelector('header');
        if (!focused || !header || header.contains(focused) || focused === document.body)
          return null;
        const rect = focused.getBoundingClientRect();
        const bottom = header.getBoundingClientRect().bottom;
        return { text: focused.textContent?.trim().slice(0, 40) ?? '', top: rect.top, bottom };
      });
      if (state && state.top < state.bottom - 1) hidden.push(`${state.text} at ${state.top}`);
    }
    expect(hidden).toEqual([]);
  });
});

test('a home destination without a page opens the contact form with it filled in', async ({
  page,
}) => {
  await gotoHydrated(page, server.url);
  await page.getByRole('link', { name: 'Plan Trip to Peru' }).click();
  await expect(page).toHaveURL(`${server.url}/contact?destination=Peru`);
  await expect(page.locator('form[action="/api/contact"] [name="destination"]')).toHaveValue(
    'Peru',
  );
});

/** The home page's review dates and read times, as the page's language writes them. */
const LOCALISED = {
  en: { ago: '2 weeks ago', readTime: /\d+ min read/ },
  de: {
    ago: new Intl.RelativeTimeFormat('de', { numeric: 'auto' }).format(-2, 'week'),
    readTime: /\d+ Min\. Lesezeit/,
  },
  ar: {
    ago: new Intl.RelativeTimeFormat('ar', { numeric: 'auto' }).format(-2, 'week'),
    readTime: /للقراءة/,
  },
} as const;

for (const [language, expected] of Object.entries(LOCALISED)) {
  test(`${language}: review dates and read times are in the page’s language`, async ({ page }) => {
    // Each language at its own address: English at the root (issue 26).
    await gotoHydrated(page, `${server.url}${language === 'en' ? '/' : `/${language}`}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const reviews = page.locator('[data-card="review"]');
    await reviews.first().scrollIntoViewIfNeeded();
    await expect(reviews.first()).toContainText(expected.ago);
    const readTimes = page
      .locator('[data-card="blog"] span')
      .filter({ hasText: expected.readTime });
    await readTimes.first().scrollIntoViewIfNeeded();
    await expect(readTimes.first()).toBeVisible();
    if (language !== 'en') {
      await expect(page.getByText(/\d+ (min read|(day|week|month)s? ago)/)).toHaveCount(0);
    }
  });
}
