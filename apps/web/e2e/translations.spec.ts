import type { Page } from '@playwright/test';
import { expect, test } from './gates/fixtures.ts';
import { waitForHydration } from './support.ts';

/**
 * What a visitor reads only after doing something — the quiz's later steps, its answers on the
 * results, a refused e-mail address — in every language: nothing may read as in English
 * (e2e/gates/translations.spec.ts checks the prerendered pages). And in Arabic, the office's
 * phone number and address read left to right, as dialled and as posted.
 */

/** Every language but English (packages/i18n LANGUAGES; its JSON modules do not load here). */
const others = ['es', 'fr', 'de', 'it', 'pt', 'zh', 'ja', 'ko', 'ar'];

async function open(page: Page, url: string, language: string) {
  await page.goto(`${url}${language === 'en' ? '' : `/${language}`}/quiz`);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** The interface texts of the quiz card on screen, outside English catalog blocks. */
const cardTexts = (page: Page) =>
  page.locator('#quiz-step-heading').evaluate((heading) => {
    const card = heading.closest('section') ?? document.body;
    const texts: string[] = [];
    const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      // Catalog prose (an element in another language than the page's) is not interface.
      const lang = node.parentElement?.closest('[lang]')?.getAttribute('lang');
      if (!/\p{L}/u.test(text) || lang !== document.documentElement.lang) continue;
      if (node.parentElement?.closest('noscript')) continue;
      const style = getComputedStyle(node.parentElement!);
      if (style.display !== 'none' && style.visibility !== 'hidden') texts.push(text);
    }
    return texts;
  });

/** Walks the quiz: each question (first answer), a refused e-mail, then the results. */
async function walkQuiz(page: Page, language: string): Promise<string[][]> {
  const steps: string[][] = [];
  for (let question = 0; question < 4; question++) {
    await expect(page.locator('#quiz-step-heading')).toBeVisible();
    steps.push(await cardTexts(page));
    await page.locator('[data-option]').first().click();
  }
  const form = page.locator('form', { has: page.locator('input[name="source"][value="quiz"]') });
  const email = form.locator('[name="email"]');
  await form.locator('[name="name"]').fill('Ada');
  await email.fill('ada@example');
  await form.locator('button[type="submit"]').click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  steps.push(await cardTexts(page));
  await email.fill(`ada.${language}@example.org`);
  await form.locator('button[type="submit"]').click();
  await expect(page.locator('[data-sign-up="stored"]')).toBeVisible();
  steps.push(await cardTexts(page));
  return steps;
}

test('the quiz reads in each language at every step, a refused e-mail included', async ({
  browser,
  server,
}) => {
  test.setTimeout(180_000);
  const walk = async (language: string) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await open(page, server.url, language);
    const steps = await walkQuiz(page, language);
    await context.close();
    return steps;
  };
  const english = await walk('en');
  // The English walk itself shows the answers it compares against.
  expect(english[0]).toContain('What kind of trip are you dreaming of?');
  expect(english[4]).toContain('Please enter a valid email address, such as name@example.com.');
  for (const language of others) {
    const steps = await walk(language);
    const untranslated = steps.flatMap((texts, step) =>
      texts
        .filter((text) => english[step]?.includes(text))
        .map((text) => `step ${step + 1}: ${text}`),
    );
    expect(untranslated, `${language}: quiz strings still in English`).toEqual([]);
  }
});

for (const path of ['/', '/contact']) {
  test(`in Arabic, the phone number and address on ${path} read left to right`, async ({
    page,
    server,
  }) => {
    await page.goto(`${server.url}/ar${path === '/' ? '' : path}`);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    const phones = page.locator('a[href^="tel:"]').filter({ hasText: /\d{4}/ });
    expect(await phones.count()).toBeGreaterThan(0);
    for (const phone of await phones.all()) {
      // The digits sit in an element of their own direction, and are drawn in their order: the
      // opening bracket of the area code left of the last digit.
      const layout = await phone.evaluate((link) => {
        const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          if (!/\d{4}/.test(text)) continue;
          const x = (offset: number) => {
            const range = document.createRange();
            range.setStart(node, offset);
            range.setEnd(node, offset + 1);
            return range.getBoundingClientRect().left;
          };
          const holder = node.parentElement!;
          return {
            text,
            dir: holder.closest('[dir]')?.getAttribute('dir'),
            direction: getComputedStyle(holder).direction,
            first: x(0),
            last: x(text.trimEnd().length - 1),
          };
        }
        return null;
      });
      expect(layout, 'a phone link shows the number').not.toBeNull();
      expect(layout!.dir).toBe('ltr');
      expect(layout!.direction).toBe('ltr');
      expect(layout!.first, `"${layout!.text}" is drawn from left to right`).toBeLessThan(
        layout!.last,
      );
    }

    const street = page.locator('address span[dir="ltr"]').first();
    await expect(street).toBeVisible();
    await expect(street).toHaveCSS('direction', 'ltr');
  });
}

test('an English page brings its strings in its HTML; a page reached in the browser fetches its own', async ({
  page,
  server,
}) => {
  // Scripts that hold a page's strings, told apart by a sentence of each dictionary.
  const holding = { legal: 'Passports, visas and health', faq: 'Frequently Asked Questions' };
  const scripts: string[] = [];
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    const response = await route.fetch();
    scripts.push(await response.text());
    await route.fulfill({ response });
  });
  await page.goto(`${server.url}/terms`);
  await waitForHydration(page);
  const inPage = JSON.parse((await page.locator('#page-dictionary').textContent()) ?? '{}');
  expect(Object.keys(inPage).sort()).toEqual(['common', 'legal']);
  expect(scripts.filter((text) => text.includes(holding.legal))).toEqual([]);
  await expect(page.getByRole('heading', { name: holding.legal })).toBeVisible();

  // A client-side navigation: the FAQ's strings come with its code, and the page reads them.
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(holding.faq);
  expect(scripts.some((text) => text.includes(holding.faq))).toBe(true);
});

test('a page in another language brings its strings in its HTML too; a page reached later loads the rest of its language', async ({
  page,
  server,
}) => {
  // German sentences of two namespaces (ASCII, so a script holds them as written).
  const holding = {
    legal: 'Cookies und lokaler Speicher',
    faq: 'Schnelle Antworten rund ums Planen, Buchen und Reisen mit uns.',
  };
  const scripts: string[] = [];
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    const response = await route.fetch();
    scripts.push(await response.text());
    await route.fulfill({ response });
  });
  await page.goto(`${server.url}/de/privacy`);
  await waitForHydration(page);
  const inPage = JSON.parse((await page.locator('#page-dictionary').textContent()) ?? '{}');
  expect(Object.keys(inPage).sort()).toEqual(['common', 'legal']);
  expect(JSON.stringify(inPage.legal)).toContain(holding.legal);
  // Nothing of German was fetched as code before the page could be used.
  expect(scripts.filter((text) => text.includes(holding.legal))).toEqual([]);
  await expect(page.getByRole('heading', { name: holding.legal })).toBeVisible();

  // A client-side navigation to a page whose strings the page did not carry: German loads.
  await page.getByRole('contentinfo').locator('a[href="/de/faq"]').click();
  await expect(page).toHaveURL(/\/de\/faq$/);
  await expect(page.getByText(holding.faq)).toBeVisible();
  expect(scripts.some((text) => text.includes(holding.faq))).toBe(true);
});
