import { expect, test } from '@playwright/test';
import { startServer, type RunningServer } from './server.ts';
import { readFileSync } from 'node:fs';
import { collectErrors, gotoHydrated, waitForHydration } from './support.ts';

/** The Arabic shell strings, as the page renders them. */
const arabic = JSON.parse(
  readFileSync(new URL('../../../packages/i18n/src/ar/common.json', import.meta.url), 'utf8'),
) as { nav: { label: string; bookFlight: string } };

let server: RunningServer;
test.beforeAll(async () => {
  // PGlite's start-up on a busy machine can take longer than a hook's default 30 s.
  test.setTimeout(120_000);
  server = await startServer();
});
test.afterAll(async () => {
  await server.stop();
});

test('the home page loads with no console error and the current link marked', async ({ page }) => {
  const errors = collectErrors(page, { failedRequests: true });
  await gotoHydrated(page, server.url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }),
  ).toHaveAttribute('aria-current', 'page');
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('an unknown path answers the not-found page with HTTP 404', async ({ page }) => {
  const response = await page.goto(`${server.url}/no/such/page`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('404 - Page Not Found');
  await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
});

test('a stored dark theme is on <html> before the first paint and the toggle saves the choice', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  // Record the class as soon as <body> exists, before any stylesheet or module script ran.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.body) {
        (window as unknown as { firstClass: string }).firstClass =
          document.documentElement.className;
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await gotoHydrated(page, server.url);
  expect(
    await page.evaluate(() => (window as unknown as { firstClass: string }).firstClass),
  ).toContain('dark');

  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(page.locator('html')).toHaveClass(/light/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

test('the system preference decides when nothing is stored', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await gotoHydrated(page, server.url);
  await expect(page.locator('html')).toHaveClass(/dark/);
  await context.close();
});

test('a page arrives in the language and direction of its address, even without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.url}/ar/services`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The header in Arabic (read from the dictionary, as the page renders it).
  await expect(page.getByRole('navigation', { name: arabic.nav.label })).toBeVisible();
  await expect(page.getByRole('link', { name: arabic.nav.bookFlight }).first()).toBeVisible();
  await context.close();
});

test('a page in another language hydrates in it, without errors or a change of text', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${server.url}/de/blog`, { waitUntil: 'domcontentloaded' });
  const before = await page.locator('main').innerText();
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(await page.locator('main').innerText()).toBe(before);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(errors).toEqual([]);
  await context.close();
});

test('a wide screen, which has no menu button, never fetches the menu panel', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  // The toaster's code is fetched at the same idle moment, after the panel's would be.
  const toaster = page.waitForResponse((response) =>
    /\/ShellToaster-[^/]*\.js$/.test(response.url()),
  );
  await gotoHydrated(page, server.url);
  await toaster;
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  expect(fetched.filter((path) => path.includes('MobileMenuPanel'))).toEqual([]);
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu panel opens by keyboard, keeps focus inside, and closes with Escape or a link', async ({
    page,
  }) => {
    // Its code arrives while the browser is idle, before the first tap.
    const panelCode = page.waitForResponse((response) =>
      /\/MobileMenuPanel-[^/]*\.js$/.test(response.url()),
    );
    await gotoHydrated(page, server.url);
    await panelCode;
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await expect(page.getByRole('button', { name: 'Toggle theme' })).toBeHidden();
    await hamburger.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Book Flight' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Toggle theme' })).toBeVisible();
    await expect(panel.locator('details summary')).toContainText('English');
    await expect(panel.getByRole('link', { name: 'Plan Your Journey' })).toBeVisible();
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press('Tab');
      expect(await panel.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(hamburger).toBeFocused();

    await hamburger.click();
    await panel.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('Back to top appears past 300 px of scroll and returns to the top', async ({ page }) => {
    await gotoHydrated(page, server.url);
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test('the chat widget opens the messaging app with the typed text', async ({ page, context }) => {
    await gotoHydrated(page, server.url);
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await context.route('https://wa.me/**', (route) => route.fulfill({ body: 'messaging app' }));
    const popup = context.waitForEvent('page');
    await page.getByLabel('Your message').fill('Do you plan honeymoons in Bali?');
    await page.keyboard.press('Enter');
    const opened = await popup;
    expect(decodeURIComponent(opened.url())).toContain('Do you plan honeymoons in Bali?');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('the chat panel is fetched after the page is interactive; unreachable, the chat button opens the messaging app', async ({
    page,
    context,
  }) => {
    const fetched: string[] = [];
    await page.route(/\/assets\/ChatPanel-[^/]*\.js$/, (route) => {
      fetched.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    // Not one of the scripts the page waits for (its HTML does not name it), but fetched once
    // the page is idle.
    expect(await (await page.request.get(server.url)).text()).not.toContain('ChatPanel-');
    await gotoHydrated(page, server.url);
    await expect.poll(() => fetched.length).toBeGreaterThan(0);

    await context.route('https://wa.me/**', (route) => route.fulfill({ body: 'messaging app' }));
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Chat with us' }).click();
    const opened = await popup;
    expect(decodeURIComponent(opened.url())).toContain(`wa.me/`);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

// The longest labels (French, Spanish, Italian, German, Portuguese) decide whether the wide
// header fits; the Arabic one is laid out right to left.
const languages = ['en', 'es', 'fr', 'de', 'it', 'pt', 'zh', 'ja', 'ko', 'ar'] as const;

/** What the header looks like: overflow, the boxes of its parts and of each navigation link. */
function measureHeader() {
  const header = document.querySelector('header')!;
  const bar = header.querySelector(':scope > div > div')!;
  const box = (element: Element | null) => {
    if (!element) return null;
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 ? rect.toJSON() : null;
  };
  const nav = header.querySelector('nav');
  // The language switcher's links are in a closed disclosure: not on screen.
  const actions = [...bar.querySelectorAll(':scope > div a')].filter(
    (link) => box(link) !== null && !link.closest('details:not([open])'),
  );
  const links = [...(nav?.querySelectorAll('a') ?? []), ...actions].map((link) => {
    const rect = link.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return {
      text: link.textContent,
      rect: rect.toJSON(),
      // One line box per row the label's text takes.
      lines: (() => {
        const range = document.createRange();
        range.selectNodeContents(link);
        return new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size;
      })(),
      clipped: link.scrollWidth > link.clientWidth + 1,
      reachable: hit !== null && link.contains(hit),
    };
  });
  return {
    viewport: window.innerWidth,
    pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    barOverflow: bar.scrollWidth - bar.clientWidth,
    headerOverflow: header.scrollWidth - header.clientWidth,
    parts: [...bar.children].map(box).filter((rect) => rect !== null),
    navVisible: box(nav) !== null,
    links,
  };
}

type Rect = { x: number; y: number; width: number; height: number };
const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width - 1 &&
  b.x < a.x + a.width - 1 &&
  a.y < b.y + b.height - 1 &&
  b.y < a.y + a.height - 1;

for (const width of [1280, 390]) {
  test.describe(`the header at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const language of languages) {
      test(`${language}: fits on one row, every label whole, and the navigation works`, async ({
        page,
      }) => {
        // Each language at its own address (issue 26).
        const home = language === 'en' ? '/' : `/${language}`;
        await gotoHydrated(page, `${server.url}${home}`);
        await expect(page.locator('html')).toHaveAttribute('lang', language);

        const header = await page.evaluate(measureHeader);
        expect(header.pageOverflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
        expect(header.barOverflow, 'the header bar overflows').toBeLessThanOrEqual(0);
        expect(header.headerOverflow, 'the header overflows').toBeLessThanOrEqual(0);
        // Logo, navigation, actions and menu button: inside the window, side by side.
        for (const part of header.parts) {
          expect(part.x).toBeGreaterThanOrEqual(0);
          expect(part.x + part.width).toBeLessThanOrEqual(header.viewport);
        }
        for (const [index, part] of header.parts.entries()) {
          for (const other of header.parts.slice(index + 1))
            expect(overlaps(part, other)).toBe(false);
        }

        const links = header.links;
        if (header.navVisible) {
          // The eight links and the call to action.
          expect(links.length).toBeGreaterThan(8);
          for (const link of links) {
            expect(link.lines, `"${link.text}" wraps`).toBe(1);
            expect(link.clipped, `"${link.text}" is cut off`).toBe(false);
            expect(link.reachable, `"${link.text}" is covered`).toBe(true);
          }
          // The logo always names the agency, in sight as well as to screen readers.
          const logo = page.locator(`header a[href="${home}"]`).first();
          await expect(logo).toBeVisible();
          await expect(logo).toHaveAccessibleName(/Northstar Voyages/);
          await expect(logo.getByText('Northstar Voyages')).toBeVisible();
          const last = page.locator('header nav a').last();
          const href = await last.getAttribute('href');
          await last.click();
          await expect(page).toHaveURL(new RegExp(`${href}$`));
        } else {
          // Narrow layout: everything is in the menu panel, and the panel fits the window too.
          const trigger = page.locator('header button[aria-haspopup="dialog"]');
          await expect(trigger).toBeVisible();
          await trigger.click();
          const panel = page.getByRole('dialog');
          await expect(panel).toBeVisible();
          const panelLinks = panel.locator('nav a');
          expect(await panelLinks.count()).toBeGreaterThan(5);
          const fits = await panel.evaluate(
            (node) =>
              node.scrollWidth <= node.clientWidth &&
              node.getBoundingClientRect().right <= window.innerWidth + 1,
          );
          expect(fits, 'the menu panel overflows').toBe(true);
          const href = await panelLinks.last().getAttribute('href');
          await panelLinks.last().click();
          await expect(panel).toBeHidden();
          await expect(page).toHaveURL(new RegExp(`${href}$`));
        }
      });
    }
  });
}
