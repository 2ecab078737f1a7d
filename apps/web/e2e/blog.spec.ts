import { expect, test, type Locator, type Page } from '@playwright/test';
import { resolveSiteConfig } from '@travel/catalog';
import { loadBlogPosts } from '@travel/catalog/blog';
import { startServer, type RunningServer } from './server.ts';
import { collectErrors, waitForHydration, waitForSettled } from './support.ts';

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server.stop();
});

const posts = loadBlogPosts();
const site = resolveSiteConfig(process.env);
const [newest, second] = posts;
const article = newest!;
const inCategory = (category: string) => posts.filter((post) => post.category === category);

/** Opens a blog page and waits until React has hydrated it (its controls then work). */
async function open(page: Page, path: string) {
  const response = await page.goto(`${server.url}${path}`);
  await waitForHydration(page);
  return response;
}

/** A toast's title or description (not its copy in the screen-reader announcement). */
const toastText = (page: Page, text: string) => page.getByText(text, { exact: true });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search articles' });
const chip = (page: Page, name: string) =>
  page
    .getByRole('radiogroup', { name: 'Filter articles by category' })
    .getByRole('radio', { name, exact: true });
const featuredCards = (page: Page) =>
  page.getByRole('region', { name: 'Featured Articles' }).getByRole('listitem');
const resultsRegion = (page: Page) => page.locator('section[aria-labelledby="results-title"]');
const resultCards = (page: Page) => resultsRegion(page).getByRole('article');
const resultsHeading = (page: Page) => page.locator('#results-title');

test.describe('the blog index', () => {
  test('lists every article, the first two featured, without console errors', async ({ page }) => {
    const errors = collectErrors(page);
    await open(page, '/blog');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Travel Tips & Inspiration' }),
    ).toBeVisible();
    await expect(featuredCards(page)).toHaveCount(2);
    await expect(featuredCards(page).getByRole('heading', { level: 3 })).toHaveText([
      newest!.title,
      second!.title,
    ]);
    await expect(resultsHeading(page)).toHaveText('Latest Articles');
    await expect(resultCards(page)).toHaveCount(posts.length);
    const first = resultCards(page).first();
    await expect(first.getByRole('link', { name: newest!.title })).toHaveAttribute(
      'href',
      `/blog/${newest!.slug}`,
    );
    await expect(first.getByText(newest!.category, { exact: true })).toBeVisible();
    await expect(first.getByText(newest!.excerpt)).toBeVisible();
    await expect(first.getByText(`By ${newest!.author}`)).toBeVisible();
    await expect(first.getByText(newest!.readTime)).toBeVisible();
    await expect(first.locator(`time[datetime="${newest!.date}"]`)).toHaveText('January 15, 2025');
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      '/blog/rss.xml',
    );
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('the prerendered page shows every article without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/blog?category=insurance&q=zzz`);
    // The prerendered page cannot filter: a note, not a search box that seems to do nothing.
    await expect(page.getByText('Search and filters need JavaScript')).toBeVisible();
    await expect(searchBox(page)).toBeHidden();
    await expect(featuredCards(page)).toHaveCount(2);
    await expect(resultCards(page)).toHaveCount(posts.length);
    for (const post of posts) {
      await expect(resultsRegion(page).getByRole('link', { name: post.title })).toHaveAttribute(
        'href',
        `/blog/${post.slug}`,
      );
    }
    await context.close();
  });

  test('search filters title, excerpt and tags, with the query in the URL and the empty text', async ({
    page,
  }) => {
    await open(page, '/blog');
    await searchBox(page).fill('JAPAN');
    await expect(page).toHaveURL(/\/blog\?q=JAPAN$/);
    const japan = posts.filter((post) =>
      [post.title, post.excerpt, ...post.tags].some((text) => text.toLowerCase().includes('japan')),
    );
    await expect(resultsHeading(page)).toHaveText(`Search Results (${japan.length})`);
    await expect(resultCards(page)).toHaveCount(japan.length);
    await expect(page.getByRole('region', { name: 'Featured Articles' })).toHaveCount(0);

    // A tag only: "MSP" is a tag of the cheap flights article.
    await searchBox(page).fill('msp');
    await expect(resultCards(page).getByRole('link', { name: article.title })).toBeVisible();

    await searchBox(page).fill('zzzz no such thing');
    await expect(resultsHeading(page)).toHaveText('Search Results (0)');
    await expect(page.getByText('No articles found matching your search.')).toBeVisible();
    await page.getByRole('button', { name: 'Show all articles' }).click();
    await expect(resultsHeading(page)).toHaveText('Latest Articles');
    await expect(searchBox(page)).toHaveValue('');
    await expect(featuredCards(page)).toHaveCount(2);
  });

  test('category chips push history entries; Back and Forward restore the view', async ({
    page,
  }) => {
    await open(page, '/blog');
    await chip(page, 'Insurance').click();
    await expect(page).toHaveURL(/\/blog\?category=insurance$/);
    await expect(chip(page, 'Insurance')).toBeChecked();
    await expect(resultsHeading(page)).toHaveText('Insurance');
    await expect(resultCards(page)).toHaveCount(inCategory('Insurance').length);
    await expect(page.getByRole('region', { name: 'Featured Articles' })).toHaveCount(0);

    // The search starts its own entry and joins the category.
    await searchBox(page).fill('claim');
    await expect(page).toHaveURL(/\/blog\?q=claim&category=insurance$/);
    const claims = inCategory('Insurance').filter((post) =>
      [post.title, post.excerpt, ...post.tags].some((text) => text.toLowerCase().includes('claim')),
    );
    await expect(resultsHeading(page)).toHaveText(`Search Results (${claims.length})`);

    await chip(page, 'Destination Guide').click();
    await expect(page).toHaveURL(/\/blog\?q=claim&category=destination-guide$/);

    await page.goBack();
    await expect(page).toHaveURL(/\/blog\?q=claim&category=insurance$/);
    await expect(searchBox(page)).toHaveValue('claim');
    await expect(chip(page, 'Insurance')).toBeChecked();
    await expect(resultCards(page)).toHaveCount(claims.length);

    await page.goBack();
    await expect(page).toHaveURL(/\/blog\?category=insurance$/);
    await expect(searchBox(page)).toHaveValue('');
    await expect(chip(page, 'Insurance')).toBeChecked();
    await expect(resultsHeading(page)).toHaveText('Insurance');

    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(searchBox(page)).toHaveValue('');
    await expect(chip(page, 'All')).toBeChecked();
    await expect(resultsHeading(page)).toHaveText('Latest Articles');
    await expect(featuredCards(page)).toHaveCount(2);

    await page.goForward();
    await expect(resultsHeading(page)).toHaveText('Insurance');
    await page.goForward();
    await expect(resultsHeading(page)).toHaveText(`Search Results (${claims.length})`);
    await expect(searchBox(page)).toHaveValue('claim');
  });

  test('a shared filtered address opens filtered, without a hydration mismatch', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await open(page, '/blog?category=destination-guide');
    await expect(resultsHeading(page)).toHaveText('Destination Guide');
    await expect(resultCards(page)).toHaveCount(inCategory('Destination Guide').length);
    await expect(chip(page, 'Destination Guide')).toBeChecked();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('a card opens its article', async ({ page }) => {
    await open(page, '/blog');
    await resultCards(page).nth(2).getByRole('link').click();
    await expect(page).toHaveURL(`${server.url}/blog/${posts[2]!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(posts[2]!.title);
  });

  test('the closing newsletter block really subscribes', async ({ page }) => {
    await open(page, '/blog');
    const form = page.locator('section[aria-labelledby="blog-newsletter-title"]');
    const request = page.waitForRequest('**/api/newsletter/subscribe');
    await form.getByLabel('Email address').fill('reader@example.org');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    // The page's language, for the confirmation e-mail; no bot-check token without a site key.
    expect((await request).postDataJSON()).toEqual({
      email: 'reader@example.org',
      name: '',
      source: 'blog-index',
      recaptchaToken: null,
      language: 'en',
    });
    await expect(form.getByRole('status')).toContainText('Welcome aboard!');
    await expect(form.getByLabel('Email address')).toHaveValue('');
  });
});

test.describe('an article', () => {
  const path = `/blog/${article.slug}`;

  test('shows every element of the page, with its meta data and no console errors', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const response = await open(page, path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${article.title} | ${site.brand} Blog`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      article.excerpt,
    );
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = jsonLd
      .map((text) => JSON.parse(text))
      .find((data) => data['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: article.title,
      description: article.excerpt,
      author: { name: article.author },
      datePublished: article.date,
      keywords: article.tags.join(', '),
    });
    expect(jsonLd.some((text) => text.includes('BreadcrumbList'))).toBe(true);

    const main = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(main.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    await expect(main.getByText(article.category, { exact: true }).first()).toBeVisible();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(main.getByText(article.author, { exact: true })).toBeVisible();
    await expect(main.getByText(article.authorRole)).toBeVisible();
    await expect(main.locator(`header time[datetime="${article.date}"]`)).toHaveText(
      'January 15, 2025',
    );
    await expect(main.getByText(article.readTime)).toBeVisible();
    await expect(main.getByRole('img', { name: article.imageAlt })).toBeVisible();

    // Body: headings with ids, the inlined infographic and the call to action.
    await expect(main.locator('#article-body h2').first()).toHaveAttribute('id', /^[a-z0-9-]+$/);
    const figure = main.locator('#article-body figure');
    await expect(figure.getByRole('img', { name: 'When to book flights from MSP' })).toBeVisible();
    await expect(figure.locator('figcaption')).toContainText('Booking windows');
    const cta = main.getByRole('complementary', { name: /ticketing desk/ });
    await expect(cta.getByRole('link', { name: 'Request a Fare Quote' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(main.locator('#article-body script')).toHaveCount(0);

    await expect(main.getByRole('link', { name: 'Visit the Online Store' })).toHaveAttribute(
      'href',
      '/print-store',
    );
    const tags = main.getByRole('region', { name: 'Tags' }).getByRole('listitem');
    await expect(tags).toHaveText(article.tags);
    await expect(main.getByRole('region', { name: 'Share this article' })).toBeVisible();
    // Ad slots only with an ad client (see 'the ad slots').
    await expect(page.getByRole('region', { name: 'Advertisement' })).toHaveCount(
      site.ads.clientId && site.ads.inlineSlot && site.ads.sidebarSlot ? 2 : 0,
    );

    const sidebar = page.getByRole('complementary', { name: `More from ${site.brand}` });
    await expect(sidebar.getByRole('link', { name: 'Our Travel Services' })).toHaveAttribute(
      'href',
      '/services',
    );
    await expect(sidebar.getByRole('link', { name: 'Free Travel Tools' })).toHaveAttribute(
      'href',
      '/tools',
    );
    await expect(sidebar.getByRole('link', { name: 'Request a Flight Quote' })).toHaveAttribute(
      'href',
      '/flight-booking',
    );
    await expect(sidebar.getByRole('link', { name: second!.title })).toHaveAttribute(
      'href',
      `/blog/${second!.slug}`,
    );
    await expect(sidebar.getByRole('textbox', { name: 'Email address' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('the call to action navigates to the contact page within the app', async ({ page }) => {
    await open(page, path);
    await page.evaluate(
      () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
    );
    await page.getByRole('link', { name: 'Request a Fare Quote' }).click();
    await expect(page).toHaveURL(`${server.url}/contact`);
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
  });

  test('share links open a 600 × 400 pop-up', async ({ page }) => {
    await open(page, path);
    await page.evaluate(() => {
      const calls: unknown[][] = [];
      (window as unknown as { shareCalls: unknown[][] }).shareCalls = calls;
      window.open = (...args: unknown[]) => {
        calls.push(args);
        return null;
      };
    });
    const share = page.getByRole('region', { name: 'Share this article' });
    await share.getByRole('link', { name: /Share on Facebook/ }).click();
    await share.getByRole('link', { name: /Share on X/ }).click();
    const calls = await page.evaluate(
      () => (window as unknown as { shareCalls: string[][] }).shareCalls,
    );
    expect(calls).toHaveLength(2);
    const url = `${site.origin}${path}`;
    expect(calls[0]![0]).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    expect(calls[0]![2]).toContain('width=600,height=400');
    const tweet = new URL(calls[1]![0]!);
    expect(tweet.searchParams.get('url')).toBe(url);
    expect(tweet.searchParams.get('text')).toBe(article.title);
    await expect(share.getByRole('link', { name: 'Share by email' })).toHaveAttribute(
      'href',
      /^mailto:\?subject=/,
    );
    await expect(page).toHaveURL(`${server.url}${path}`);
  });

  test('Copy link copies the address and says so; a refused copy says to copy by hand', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await open(page, path);
    const share = page.getByRole('region', { name: 'Share this article' });
    await share.getByRole('button', { name: 'Copy link' }).click();
    await expect(toastText(page, 'Link copied!')).toBeVisible();
    await expect(toastText(page, 'Share link copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${site.origin}${path}`);

    await page.evaluate(() => {
      navigator.clipboard.writeText = () =>
        Promise.reject(new DOMException('denied', 'NotAllowedError'));
    });
    await share.getByRole('button', { name: 'Copy link' }).click();
    await expect(toastText(page, 'Copy failed')).toBeVisible();
    await expect(toastText(page, 'Please copy the link manually.')).toBeVisible();
  });

  test('the sidebar newsletter: Subscribing..., then the success message and a cleared field', async ({
    page,
  }) => {
    await open(page, path);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let body: unknown;
    await page.route('**/api/newsletter/subscribe', async (route) => {
      body = route.request().postDataJSON();
      await held;
      await route.fulfill({ json: { success: true, message: 'ok' } });
    });
    const sidebar = page.getByRole('complementary', { name: `More from ${site.brand}` });
    const email = sidebar.getByRole('textbox', { name: 'Email address' });
    await email.fill('traveler@example.org');
    await sidebar.getByRole('button', { name: 'Subscribe' }).click();
    await expect(sidebar.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    release();
    await expect(sidebar.getByRole('status')).toContainText('Welcome aboard!');
    await expect(sidebar.getByRole('status')).toContainText(
      "You've been subscribed to our travel newsletter. Please confirm from the e-mail we just sent you.",
    );
    await expect(email).toHaveValue('');
    expect(body).toEqual({
      email: 'traveler@example.org',
      name: '',
      source: 'blog-sidebar',
      recaptchaToken: null,
      language: 'en',
    });
  });

  test('the sidebar newsletter: a refusal and a network error both say to try again later', async ({
    page,
  }) => {
    await open(page, path);
    const sidebar = page.getByRole('complementary', { name: `More from ${site.brand}` });
    const email = sidebar.getByRole('textbox', { name: 'Email address' });

    // A refusal without the server's words; with them, they show (e2e/server-message.spec.ts).
    await page.route('**/api/newsletter/subscribe', (route) =>
      route.fulfill({ status: 400, json: { success: false } }),
    );
    await email.fill('traveler@example.org');
    await sidebar.getByRole('button', { name: 'Subscribe' }).click();
    await expect(sidebar.getByRole('alert')).toContainText('Subscription failed');
    await expect(sidebar.getByRole('alert')).toContainText('Please try again later.');
    await expect(email).toHaveValue('traveler@example.org');

    await page.unroute('**/api/newsletter/subscribe');
    await page.route('**/api/newsletter/subscribe', (route) => route.abort('connectionrefused'));
    await sidebar.getByRole('button', { name: 'Subscribe' }).click();
    await expect(sidebar.getByRole('alert')).toContainText('Please try again later.');
    await expect(sidebar.getByRole('alert')).toContainText('Subscription failed');
  });

  test('the date is in the language of the address', async ({ page }) => {
    const errors = collectErrors(page);
    await open(page, `/fr${path}`);
    await expect(page.locator(`header time[datetime="${article.date}"]`)).toHaveText(
      '15 janvier 2025',
    );
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('an unknown slug answers 404 with Article Not Found and a way back', async ({ page }) => {
    const response = await page.goto(`${server.url}/blog/no-such-article`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
    await expect(page.getByText("The article you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(`${server.url}/blog`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Travel Tips & Inspiration' }),
    ).toBeVisible();
  });

  test('the prerendered /blog/__not-found page, answered for an unknown slug, hydrates cleanly', async ({
    page,
    request,
  }) => {
    // What the server should send for unknown /blog/… addresses (today it sends /404's page).
    const html = await (await request.get(`${server.url}/blog/__not-found`)).text();
    await page.route('**/blog/another-missing-article', (route) =>
      route.fulfill({ status: 404, contentType: 'text/html', body: html }),
    );
    const errors = collectErrors(page);
    const response = await page.goto(`${server.url}/blog/another-missing-article`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
    await expect(page).toHaveTitle(`Article Not Found | ${site.brand} Blog`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.waitForLoadState('networkidle');
    expect(errors.filter((error) => !error.includes('404 (Not Found)'))).toEqual([]);
  });

  test('an unknown slug reached within the app shows Article Not Found too', async ({ page }) => {
    await open(page, '/blog');
    // As a link inside the app would: a client-side navigation, which fetches the article's data.
    await page.evaluate(() =>
      (
        window as unknown as {
          __reactRouterDataRouter: { navigate: (to: string) => Promise<void> };
        }
      ).__reactRouterDataRouter.navigate('/blog/no-such-article'),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
  });

  test('reached within the app, an article has its structured data, sidebar and share block', async ({
    page,
    context,
  }) => {
    const errors = collectErrors(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await open(page, '/blog');
    // The sidebar is in the article's first render, not brought in after it: the article's
    // footer hydrates later (lib/deferred.tsx), which here means it renders once its code is in.
    await page.evaluate(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('#article-title')) return;
        observer.disconnect();
        (window as unknown as { firstRender: string[] }).firstRender = [
          ...document.querySelectorAll('aside h2'),
        ].map((heading) => heading.textContent ?? '');
      }).observe(document.body, { childList: true, subtree: true });
    });
    await resultCards(page).getByRole('link', { name: article.title }).click();
    await expect(page).toHaveURL(`${server.url}/blog/${article.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(page).toHaveTitle(`${article.title} | ${site.brand} Blog`);

    // The BlogPosting comes with the article's data (its loader builds it at prerender).
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { '@type': string },
    );
    // The WebPage every indexable page carries (its URL and language), then the article's own.
    expect(jsonLd.map((data) => data['@type'])).toEqual([
      'WebPage',
      'BlogPosting',
      'BreadcrumbList',
    ]);
    expect(jsonLd[0]).toMatchObject({ inLanguage: 'en' });
    expect(jsonLd[1]).toMatchObject({
      '@id': `${site.origin}/blog/${article.slug}#article`,
      headline: article.title,
      datePublished: article.date,
      keywords: article.tags.join(', '),
    });
    expect(
      await page.evaluate(() => (window as unknown as { firstRender: string[] }).firstRender),
    ).toEqual(expect.arrayContaining(['Plan With Us', 'Get Travel Tips by Email']));
    const share = page.getByRole('region', { name: 'Share this article' });
    await share.getByRole('button', { name: 'Copy link' }).click();
    await expect(toastText(page, 'Link copied!')).toBeVisible();
    const sidebar = page.getByRole('complementary', { name: `More from ${site.brand}` });
    await expect(sidebar.getByRole('link', { name: 'Our Travel Services' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test('the RSS feed is valid RSS 2.0 listing every article', async ({ page, request }) => {
  const response = await request.get(`${server.url}/blog/rss.xml`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const xml = await response.text();
  await page.goto(`${server.url}/blog`);
  const feed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      version: doc.documentElement.getAttribute('version'),
      items: [...doc.querySelectorAll('item')].map((item) => ({
        title: item.querySelector('title')?.textContent,
        link: item.querySelector('link')?.textContent,
        guid: item.querySelector('guid')?.textContent,
        pubDate: item.querySelector('pubDate')?.textContent,
        description: item.querySelector('description')?.textContent,
        category: item.querySelector('category')?.textContent,
      })),
    };
  }, xml);
  expect(feed.error).toBeNull();
  expect(feed.version).toBe('2.0');
  expect(feed.items).toEqual(
    posts.map((post) => ({
      title: post.title,
      link: `${site.origin}/blog/${post.slug}`,
      guid: `${site.origin}/blog/${post.slug}`,
      pubDate: new Date(`${post.date}T00:00:00Z`).toUTCString(),
      description: post.excerpt,
      category: post.category,
    })),
  );
});

/**
 * The article's two ad slots (spec §4 Ad slot, §9). Which half runs depends on the build: the
 * AdSense settings (ADSENSE_CLIENT_ID, ADSENSE_SLOT_INLINE, ADSENSE_SLOT_SIDEBAR) are inlined
 * when the site is built, and the same variables reach the server under test (its
 * Content-Security-Policy allows the ad script only then).
 */
test.describe('the ad slots', () => {
  const path = `/blog/${article.slug}`;
  const adScript = 'https://pagead2.googlesyndication.com/**';
  const ads = site.ads;
  const adsConfigured = Boolean(ads.clientId && ads.inlineSlot && ads.sidebarSlot);
  // A phone: both slots start far below the first screen.
  test.use({ viewport: { width: 390, height: 800 } });

  const inlineSlot = (page: Page) =>
    page.getByRole('region', { name: 'Advertisement', exact: true });
  const sidebarSlot = (page: Page) =>
    page.getByRole('region', { name: 'Advertisement in the sidebar' });
  const top = (locator: Locator) =>
    locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

  test('without ad settings: no slot, no reserved space, and no ad script', async ({ page }) => {
    test.skip(adsConfigured, 'this build shows ads (ADSENSE_* set)');
    const requested: string[] = [];
    await page.route(adScript, (route) => {
      requested.push(route.request().url());
      return route.abort();
    });
    await open(page, path);
    await expect(inlineSlot(page)).toHaveCount(0);
    await expect(sidebarSlot(page)).toHaveCount(0);
    await expect(page.getByText('Advertisement', { exact: true })).toHaveCount(0);
    await page.mouse.wheel(0, 20_000);
    await expect(page.locator('ins.adsbygoogle')).toHaveCount(0);
    expect(requested).toEqual([]);
  });

  test('with ad settings: the script loads only near the slot, one ad per slot, nothing moves', async ({
    page,
  }) => {
    test.skip(
      !adsConfigured,
      'build and serve with ADSENSE_CLIENT_ID, ADSENSE_SLOT_INLINE and ADSENSE_SLOT_SIDEBAR set',
    );
    // A stand-in for the ad network: each push fills the next empty unit with an ad far taller
    // than its slot, which must neither grow the slot nor move what follows it.
    const requested: string[] = [];
    await page.route(adScript, (route) => {
      requested.push(route.request().url());
      return route.fulfill({
        contentType: 'text/javascript',
        body: `(function () {
          var pushes = 0;
          function fill() {
            var ins = document.querySelector('ins.adsbygoogle:not([data-stub-filled])');
            if (!ins) return;
            ins.setAttribute('data-stub-filled', String(++pushes));
            var ad = document.createElement('div');
            ad.style.height = '1200px';
            ad.textContent = 'Stub ad';
            ins.appendChild(ad);
          }
          var queued = window.adsbygoogle || [];
          window.adsbygoogle = { push: fill };
          queued.forEach(fill);
        })();`,
      });
    });
    await open(page, path);

    const inline = inlineSlot(page);
    const sidebar = sidebarSlot(page);
    await expect(inline.locator('ins.adsbygoogle')).toHaveAttribute(
      'data-ad-client',
      ads.clientId!,
    );
    await expect(inline.locator('ins.adsbygoogle')).toHaveAttribute(
      'data-ad-slot',
      ads.inlineSlot!,
    );
    await expect(sidebar.locator('ins.adsbygoogle')).toHaveAttribute(
      'data-ad-slot',
      ads.sidebarSlot!,
    );

    // Far from the slots, nothing is requested. Once each slot's own observer has measured it
    // (an observer made later is told in the same task, after it), no ad script is in the page.
    const viewport = page.viewportSize()!;
    expect(await top(inline)).toBeGreaterThan(viewport.height + 100);
    await waitForSettled(page);
    for (const slot of [inline, sidebar])
      await slot.evaluate(
        (element) =>
          new Promise<void>((resolve) => {
            const observer = new IntersectionObserver(() => {
              observer.disconnect();
              resolve();
            });
            observer.observe(element);
          }),
      );
    await expect(page.locator('script[src*="googlesyndication"]')).toHaveCount(0);
    expect(requested).toEqual([]);

    // Near the inline slot: the script, once, with the client id; then one ad in it.
    // What follows the inline slot in the article: the promo, tags and share block.
    const following = page.locator('article[aria-labelledby="article-title"] > footer');
    const gapBefore = (await top(following)) - (await top(inline));
    await inline.scrollIntoViewIfNeeded();
    await expect.poll(() => requested.length).toBe(1);
    expect(new URL(requested[0]!).searchParams.get('client')).toBe(ads.clientId);
    await expect(inline.locator('ins[data-stub-filled]')).toHaveCount(1);
    expect((await inline.boundingBox())?.height).toBe(280);
    expect((await top(following)) - (await top(inline))).toBe(gapBefore);

    // The sidebar slot gets its own ad, from the same script, when it comes near.
    await sidebar.scrollIntoViewIfNeeded();
    await expect(sidebar.locator('ins[data-stub-filled]')).toHaveCount(1);
    expect((await sidebar.boundingBox())?.height).toBe(600);
    expect(requested).toHaveLength(1);
  });
});
