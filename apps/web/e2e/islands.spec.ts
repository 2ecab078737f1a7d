import { expect, test, type Page } from '@playwright/test';
import { startServer, type RunningServer } from './server.ts';
import { collectErrors, gotoHydrated, waitForSettled } from './support.ts';

/**
 * Static parts of a page are not hydrated (issue 30, app/lib/static-part.tsx): they keep the
 * nodes the parser made, carry none of React's bookkeeping, and a client-side navigation still
 * shows every one of them, as the page's own document has them.
 */

test.describe.configure({ timeout: 60_000 });

let server: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

/**
 * Before any script of the page runs (they start after `load`), marks every node inside a static
 * part and the island forms with a property of the node object itself: it survives only on the
 * very node the parser made.
 */
async function markPrerenderedNodes(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const node of document.querySelectorAll('[data-static] *, form')) {
        (node as unknown as { prerendered: boolean }).prerendered = true;
      }
    });
  });
}

/** Per static part: how many nodes it holds, how many are still the parser's, how many React knows. */
function staticPartNodes(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-static]')].map((part) => {
      const nodes = [...part.querySelectorAll('*')];
      return {
        id: part.dataset.static,
        nodes: nodes.length,
        prerendered: nodes.filter(
          (node) => (node as unknown as { prerendered?: boolean }).prerendered,
        ).length,
        withFiber: nodes.filter((node) =>
          Object.keys(node).some((key) => key.startsWith('__react')),
        ).length,
      };
    }),
  );
}

/** Every static part's id and text, in the order of the page. */
function staticPartTexts(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-static]')].map((part) => ({
      id: part.dataset.static,
      text: part.textContent?.replace(/\s+/g, ' ').trim(),
    })),
  );
}

/** What a fresh load of `path` shows in its static parts (another tab, no script involved). */
async function prerenderedTexts(page: Page, path: string) {
  const fresh = await page.context().newPage();
  await fresh.goto(`${server.url}${path}`);
  const texts = await staticPartTexts(fresh);
  await fresh.close();
  return texts;
}

for (const path of ['/', '/blog/best-time-to-visit-japan-guide', '/de']) {
  test(`the static parts of ${path} are the prerendered nodes, never hydrated; its islands are`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await markPrerenderedNodes(page);
    await gotoHydrated(page, `${server.url}${path}`);
    const parts = await staticPartNodes(page);
    // The header-to-footer parts every page has, and the page's own.
    expect(parts.map((part) => part.id)).toEqual(
      expect.arrayContaining(['footer-intro', 'footer-columns', 'footer-bottom']),
    );
    expect(parts.length).toBeGreaterThan(3);
    for (const part of parts) {
      expect(part.nodes, part.id).toBeGreaterThan(0);
      expect(part.prerendered, part.id).toBe(part.nodes);
      expect(part.withFiber, part.id).toBe(0);
    }
    // The footer's newsletter form is an island: hydrated, on the parser's node (not replaced).
    const form = await page.evaluate(() => {
      const node = document.querySelector('[data-site-footer] form');
      return {
        prerendered: (node as unknown as { prerendered?: boolean } | null)?.prerendered === true,
        hydrated: node !== null && Object.keys(node).some((key) => key.startsWith('__react')),
      };
    });
    expect(form).toEqual({ prerendered: true, hydrated: true });
    expect(errors).toEqual([]);
  });
}

test('a component shown only in static parts keeps its styles (the testimonials’ avatars)', async ({
  page,
}) => {
  await page.goto(`${server.url}/`);
  // The avatars (`Avatar` of @travel/ui): initials in a round, coloured badge. The browser build
  // has no code of them, only their styles (app/styles/static-part-styles.ts).
  const avatar = page.locator('[data-static="home-stories"] span[aria-hidden="true"]', {
    hasText: /^[A-Z]{1,2}$/,
  });
  await avatar.first().scrollIntoViewIfNeeded();
  const style = await avatar.first().evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      userSelect: computed.userSelect,
      round: parseFloat(computed.borderTopLeftRadius) > 0,
      width: element.getBoundingClientRect().width,
    };
  });
  expect(style.userSelect).toBe('none');
  expect(style.round).toBe(true);
  expect(style.width).toBeGreaterThan(20);
});

test('a client-side navigation renders every static part of the next page, and of the one before', async ({
  page,
}) => {
  const errors = collectErrors(page, { failedRequests: true });
  await gotoHydrated(page, `${server.url}/`);
  const home = await staticPartTexts(page);
  // A property of the window survives only if no document was loaded in between.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  // A link inside a static part (the home page's blog teasers) navigates within the app.
  const teaser = page
    .locator('[data-static="home-stories"] a[href^="/blog/"]')
    .filter({ hasNotText: /^$/ })
    .first();
  const href = await teaser.getAttribute('href');
  expect(href).toMatch(/^\/blog\/[\w-]+$/);
  await teaser.click();
  await expect(page).toHaveURL(`${server.url}${href}`);
  await waitForSettled(page);
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
  const article = await staticPartTexts(page);
  expect(article.map((part) => part.id)).toContain('article-text');
  expect(article).toEqual(await prerenderedTexts(page, href!));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Back to the home page, still in the same document: every band is there again.
  await page.goBack();
  await expect(page).toHaveURL(`${server.url}/`);
  await waitForSettled(page);
  expect(await staticPartTexts(page)).toEqual(home);
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
  expect(errors).toEqual([]);
});

test('the static parts follow the page into another language', async ({ page }) => {
  const errors = collectErrors(page);
  await gotoHydrated(page, `${server.url}/about`);
  const switcher = page.getByRole('banner').locator('details').first();
  await switcher.locator('summary').click();
  await switcher.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(`${server.url}/de/about`);
  await waitForSettled(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(await staticPartTexts(page)).toEqual(await prerenderedTexts(page, '/de/about'));
  expect(errors).toEqual([]);
});

test('the not-found page at an unknown language keeps its footer when it mounts anew', async ({
  page,
}) => {
  await gotoHydrated(page, `${server.url}/no-such-page`);
  expect(await staticPartTexts(page)).toEqual(await prerenderedTexts(page, '/no-such-page'));
  await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
});
