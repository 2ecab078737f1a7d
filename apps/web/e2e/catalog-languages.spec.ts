import { readFileSync } from 'node:fs';
import { expect, test, type Locator } from '@playwright/test';
import { startServer, type RunningServer } from './server.ts';
import { collectErrors, gotoHydrated } from './support.ts';

/**
 * What the agency offers, in the visitor's language (issue 27), in a browser on the production
 * build: a destination page reads its catalog text in the page's language, the FAQ search finds
 * an answer by a word of that language, an article in English only says so and points search
 * engines to the English page, and a translated article is in its language's blog and feed.
 */

let server: RunningServer;
test.beforeAll(async () => {
  // PGlite's start-up on a busy machine can take longer than a hook's default 30 s.
  test.setTimeout(120_000);
  server = await startServer();
});
test.afterAll(async () => {
  await server.stop();
});

const catalogFile = (path: string) =>
  new URL(`../../../packages/catalog/content/${path}`, import.meta.url);
const readJson = (path: string) => JSON.parse(readFileSync(catalogFile(path), 'utf8')) as unknown;

interface DestinationText {
  name: string;
  overview: string[];
  highlights: string[];
  itinerary: { title: string; description: string }[];
}
const kenya = (lang: string) =>
  (readJson(`i18n/${lang}/destinations.json`) as { destinations: Record<string, DestinationText> })
    .destinations['kenya-safari-masai-mara']!;

/** The language the text of `locator` is in: its nearest `lang`. */
const languageOf = (locator: Locator) =>
  locator.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'));

for (const lang of ['es', 'ar'] as const) {
  test(`the Kenya page in ${lang} shows its overview, highlights and itinerary in ${lang}`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const english = kenya('en');
    const text = kenya(lang);
    await gotoHydrated(page, `${server.url}/${lang}/destinations/kenya-safari-masai-mara`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(text.name);
    expect(await languageOf(heading)).toBe(lang);

    for (const [index, paragraph] of text.overview.entries()) {
      expect(paragraph).not.toBe(english.overview[index]);
      const shown = page.getByText(paragraph, { exact: true });
      await expect(shown).toBeVisible();
      expect(await languageOf(shown)).toBe(lang);
    }
    for (const highlight of text.highlights) {
      expect(english.highlights).not.toContain(highlight);
      await expect(page.getByText(highlight, { exact: true }).first()).toBeVisible();
    }
    for (const [index, stop] of text.itinerary.entries()) {
      expect(stop.title).not.toBe(english.itinerary[index]!.title);
      const title = page.getByRole('heading', { level: 3, name: stop.title, exact: true });
      await expect(title).toBeVisible();
      expect(await languageOf(title)).toBe(lang);
      await expect(page.getByText(stop.description, { exact: true })).toBeVisible();
    }
    // Nothing of the page's catalog text is the English fallback.
    await expect(page.locator('[data-catalog-fallback]')).toHaveCount(0);
    for (const paragraph of english.overview)
      await expect(page.getByText(paragraph, { exact: true })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

test('the FAQ search in German finds an answer by a German word', async ({ page }) => {
  const errors = collectErrors(page);
  const faq = readJson('i18n/de/faq.json') as {
    categories: Record<string, { faqs: { question: string; answer: string }[] }>;
  };
  const accredited = Object.values(faq.categories)
    .flatMap((category) => category.faqs)
    .find((entry) => entry.answer.includes('Kundengeldabsicherung'))!;
  expect(accredited).toBeDefined();

  await gotoHydrated(page, `${server.url}/de/faq`);
  const search = page.getByRole('searchbox').first();
  // Typed in lower case: the search ignores case (and accents).
  await search.fill('kundengeldabsicherung');
  await expect(page).toHaveURL(/\?q=kundengeldabsicherung$/);
  const result = page.getByRole('button', { name: accredited.question });
  await expect(result.first()).toBeVisible();
  // A word only the English text has finds nothing in German.
  await search.fill('bonded');
  await expect(page.getByRole('button', { name: accredited.question })).toHaveCount(0);
  // An accent left out still finds the word: `buro` finds “Büro”.
  await search.fill('buro');
  await expect(page.getByRole('button', { name: /Büro/ }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('an article in English only shows its English text in German, with a notice, canonical to English', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const slug = 'how-to-find-cheap-flights-2025';
  await gotoHydrated(page, `${server.url}/de/blog/${slug}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const notice = page.locator('[data-article-english]');
  await expect(notice).toHaveText('Dieser Artikel ist nur auf Englisch verfügbar.');
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveAttribute('lang', 'en');
  await expect(title).toHaveAttribute('dir', 'ltr');
  const body = page.locator('#article-body');
  await expect(body).toHaveAttribute('lang', 'en');
  await expect(body).toHaveAttribute('dir', 'ltr');

  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(new RegExp(`^https?://[^/]+/blog/${slug}$`));
  // Out of the hreflang group: only English (and x-default) is named.
  const group = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
  expect(group.sort()).toEqual(['en', 'x-default']);
  // And out of the sitemap in German.
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  expect(sitemap).toContain(`/blog/${slug}</loc>`);
  expect(sitemap).not.toContain(`/de/blog/${slug}`);
  expect(errors).toEqual([]);
});

test('the Spanish article is in the Spanish blog index and feed, and its group', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const slug = 'stress-free-family-travel-planning';
  const source = readFileSync(catalogFile(`blog/${slug}.es.md`), 'utf8');
  const title = /^title: '(.+)'$/m.exec(source)![1]!.replaceAll("''", "'");

  await gotoHydrated(page, `${server.url}/es/blog`);
  const link = page.getByRole('link', { name: title }).first();
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `/es/blog/${slug}`);

  const feed = await (await fetch(`${server.url}/es/blog/rss.xml`)).text();
  expect(feed).toContain(`<title>${title}</title>`);
  expect(feed).toContain(`/es/blog/${slug}</link>`);
  expect(feed).toContain('<language>es-es</language>');
  // Only the articles written in Spanish: the English-only ones are not in its feed.
  expect(feed).not.toContain('/es/blog/how-to-find-cheap-flights-2025');

  await link.click();
  await expect(page).toHaveURL(`${server.url}/es/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('[data-article-english]')).toHaveCount(0);
  const group = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
  expect(group.sort()).toEqual(['en', 'es', 'fr', 'x-default']);
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
    new RegExp(`/es/blog/${slug}$`),
  );
  expect(errors).toEqual([]);
});
