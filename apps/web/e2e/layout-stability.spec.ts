import { expect, test, type Page } from '@playwright/test';
import { sitemapPaths } from './gates/pages.ts';
import { startServer, type RunningServer } from './server.ts';
import { waitForHydration } from './support.ts';

// The prerendered page is what a visitor sees first; hydration and the code fetched after it
// must not move it. Two ways it once did: a lazily loaded component appending a second copy
// of a shared stylesheet (which reorders the cascade), and markup that differs once React runs.

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server.stop();
});

interface Layout {
  stylesheets: string[];
  height: number;
  headings: { text: string; top: number }[];
}

function readLayout(page: Page): Promise<Layout> {
  return page.evaluate(() => ({
    // Linked stylesheets: ours. (Inline ones come from libraries, e.g. a dialog's scroll lock.)
    stylesheets: [...document.styleSheets].flatMap((sheet) => (sheet.href ? [sheet.href] : [])),
    height: document.documentElement.scrollHeight,
    headings: [...document.querySelectorAll('main h1, main h2, main h3')].map((heading) => ({
      text: (heading.textContent ?? '').trim().slice(0, 60),
      top: Math.round(heading.getBoundingClientRect().top + window.scrollY),
    })),
  }));
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of sitemapPaths) {
      test(`${path} keeps its layout through hydration`, async ({ page }) => {
        // The page's JavaScript starts after `load`; this reads the prerendered layout first.
        await page.goto(`${server.url}${path}`, { waitUntil: 'domcontentloaded' });
        const before = await readLayout(page);
        await waitForHydration(page);
        // Code the shell fetches when idle (the mobile menu panel, the toaster) arrives too.
        await page.waitForLoadState('networkidle');
        const after = await readLayout(page);
        expect(after.stylesheets).toEqual(before.stylesheets);
        expect(after.headings).toEqual(before.headings);
        expect(after.height).toBe(before.height);
      });
    }
  });
}

// A page in another language (its own address) is prerendered in it: nothing switches
// language, or direction, when it hydrates.
for (const language of ['ar', 'ja']) {
  test.describe(`in ${language}, at 390 px`, () => {
    test.use({ viewport: { width: 390, height: 900 } });
    for (const path of ['/', '/destinations', '/blog', '/faq', '/contact']) {
      test(`${path} keeps its layout through hydration`, async ({ page }) => {
        await page.goto(`${server.url}/${language}${path === '/' ? '' : path}`, {
          waitUntil: 'domcontentloaded',
        });
        const before = await readLayout(page);
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');
        const after = await readLayout(page);
        expect(after.stylesheets).toEqual(before.stylesheets);
        expect(after.headings).toEqual(before.headings);
        expect(after.height).toBe(before.height);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
      });
    }
  });
}

test('opening the mobile menu adds no stylesheet', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}/`);
  await waitForHydration(page);
  const before = await readLayout(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect((await readLayout(page)).stylesheets).toEqual(before.stylesheets);
});
