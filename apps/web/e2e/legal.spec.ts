import { expect, test } from '@playwright/test';
import { destinations, pageUpdates } from '@travel/catalog';
import { blogTranslations, loadBlogPosts } from '@travel/catalog/blog';
import { LANGUAGE_CODES, localizedPath } from '@travel/i18n/languages';
import { publicPaths } from '../app/prerender.ts';
import { LEGAL_LAST_UPDATED } from '../app/sections/legal/constants.ts';
import { startServer, type RunningServer } from './server.ts';

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server.stop();
});

const articles = loadBlogPosts();

test('the terms state the age limit, the liability cap and the notice period', async ({ page }) => {
  await page.goto(`${server.url}/terms`);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
  await expect(page).toHaveTitle(/^Terms & Conditions \| /);
  const main = page.getByRole('main');
  await expect(main).toContainText('You must be over 18 years of age');
  await expect(main).toContainText('if you have not bought anything from us, to 100 USD');
  await expect(main).toContainText('at least 30 days’ notice of any material change');
  await expect(main).toContainText('a company registered in the State of Alaska');
  await expect(main).toContainText('Minneapolis');
  await expect(main.getByText(/Last updated: /)).toBeVisible();
  await expect(main.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
});

test('the disclaimer defines an affiliate by 50% control and covers comments and affiliate links', async ({
  page,
}) => {
  await page.goto(`${server.url}/disclaimer`);
  await expect(page.getByRole('heading', { level: 1, name: 'Disclaimer' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText('ownership of 50% or more');
  await expect(main).toContainText('are the sole responsibility of the users who publish them');
  await expect(main).toContainText('may edit, hide or delete any comment');
  await expect(main).toContainText('As an Amazon Associate');
});

test('the privacy policy covers the forms, bot protection, local storage and rights', async ({
  page,
}) => {
  await page.goto(`${server.url}/privacy`);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  for (const title of [
    'What we collect',
    'Bot protection',
    'Cookies and local storage',
    'How long we keep it',
    'Your rights',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
  // The table of contents jumps to a section.
  await page
    .getByRole('navigation', { name: 'On this page' })
    .getByRole('link', { name: 'Your rights' })
    .click();
  await expect(page).toHaveURL(/#rights$/);
});

test('the legal pages have their own titles and descriptions', async ({ request }) => {
  const seen = new Set<string>();
  for (const path of ['/privacy', '/terms', '/disclaimer', '/sitemap']) {
    const html = await (await request.get(`${server.url}${path}`)).text();
    const title = /<title>(.*?)<\/title>/.exec(html)?.[1];
    const description = /<meta name="description" content="(.*?)"/.exec(html)?.[1];
    expect(title, path).toBeTruthy();
    expect(description, path).toBeTruthy();
    expect(seen.has(`${title}`), path).toBe(false);
    expect(seen.has(`${description}`), path).toBe(false);
    seen.add(`${title}`).add(`${description}`);
    expect(html, path).toContain('"@type":"BreadcrumbList"');
  }
});

test('the site map links every group, destination and article, and the XML sitemap', async ({
  page,
}) => {
  await page.goto(`${server.url}/sitemap`);
  await expect(page.getByRole('heading', { level: 1, name: 'Site Map' })).toBeVisible();
  for (const group of [
    'Main Pages',
    'Destinations',
    'Tools & Booking',
    'Shop',
    'Travel Blog',
    'Legal',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
  }
  const blog = page.getByRole('region', { name: 'Travel Blog' });
  await expect(blog.getByRole('link')).toHaveCount(articles.length + 1);
  for (const article of articles) {
    await expect(blog.getByRole('link', { name: article.title, exact: true })).toHaveAttribute(
      'href',
      `/blog/${article.slug}`,
    );
  }
  const destinationLinks = page.getByRole('region', { name: 'Destinations' }).getByRole('link');
  await expect(destinationLinks).toHaveCount(destinations.length + 1);
  await expect(
    page.getByRole('region', { name: 'Main Pages' }).getByRole('link', { name: 'All Services' }),
  ).toHaveAttribute('href', '/services/all');
  await expect(page.getByRole('link', { name: 'XML sitemap' })).toHaveAttribute(
    'href',
    '/sitemap.xml',
  );
});

test('sitemap.xml is valid XML listing every public page, destination and article', async ({
  page,
  request,
}) => {
  const response = await request.get(`${server.url}/sitemap.xml`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/xml/);
  const xml = await response.text();

  await page.goto(`${server.url}/`);
  const parsed = await page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, 'application/xml');
    return {
      errors: document.getElementsByTagName('parsererror').length,
      namespace: document.documentElement.namespaceURI,
      urls: [...document.getElementsByTagName('url')].map((url) => ({
        loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
        lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? '',
      })),
    };
  }, xml);
  expect(parsed.errors).toBe(0);
  expect(parsed.namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');

  const origin = new URL(parsed.urls[0]?.loc ?? '').origin;
  const paths = parsed.urls.map((url) => url.loc.slice(origin.length));
  // Every page in every language; an article only in the languages it is written in (issue 27).
  const translated = blogTranslations();
  const expected = [
    ...[...publicPaths, ...destinations.map((destination) => `/destinations/${destination.slug}`)]
      .filter((path) => path === localizedPath(path, 'en'))
      .flatMap((path) => LANGUAGE_CODES.map((code) => localizedPath(path, code))),
    ...articles.flatMap((article) =>
      (translated.get(article.slug) ?? ['en']).map((code) =>
        localizedPath(`/blog/${article.slug}`, code),
      ),
    ),
  ];
  expect([...paths].sort()).toEqual([...new Set(expected)].sort());
  for (const url of parsed.urls) {
    expect(url.loc.startsWith(origin), url.loc).toBe(true);
    expect(url.lastmod, url.loc).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }
  // Each page is dated by its own content, not by the build.
  const lastmod = new Map(parsed.urls.map((url) => [url.loc.slice(origin.length), url.lastmod]));
  for (const article of articles)
    expect(lastmod.get(`/blog/${article.slug}`), article.slug).toBe(article.date);
  for (const destination of destinations) {
    expect(lastmod.get(`/destinations/${destination.slug}`), destination.slug).toBe(
      destination.updated,
    );
  }
  for (const path of ['/privacy', '/terms', '/disclaimer'])
    expect(lastmod.get(path), path).toBe(LEGAL_LAST_UPDATED);
  for (const path of ['/about', '/services', '/faq', '/quiz'])
    expect(lastmod.get(path), path).toBe(pageUpdates[path]);
});

test('robots.txt allows everything and points to the sitemap', async ({ request }) => {
  const response = await request.get(`${server.url}/robots.txt`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
  expect(text).toMatch(/\nSitemap: https?:\/\/[^/\s]+\/sitemap\.xml\n/);
});
