import { expect, test, type Page } from '@playwright/test';
import { startServer, type RunningServer } from './server.ts';
import { collectErrors, gotoHydrated } from './support.ts';

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server.stop();
});

/** The query of every link to /contact inside `main`, in document order. */
async function contactQueries(page: Page): Promise<Record<string, string>[]> {
  const hrefs = await page
    .getByRole('main')
    .locator('a[href^="/contact"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => {
    const url = new URL(href, 'https://example.org');
    expect(url.pathname).toBe('/contact');
    return Object.fromEntries(new URLSearchParams(url.search));
  });
}

// Spec §9: the four voucher types and their four amounts each.
const VOUCHERS: Record<string, number[]> = {
  romantic: [500, 1000, 2500, 5000],
  birthday: [300, 750, 1500, 3000],
  family: [1000, 2500, 5000, 10000],
  corporate: [500, 1500, 3000, 7500],
};

test.describe('/services', () => {
  test('shows every service, the four-step process and the inquiry form, without console errors', async ({
    page,
  }) => {
    const errors = collectErrors(page, { failedRequests: true });
    await page.goto(`${server.url}/services`);
    await expect(page).toHaveTitle(/Travel Services/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    for (const name of [
      'E-Visa Processing',
      'Travel Consultation',
      'Competitive Airfare Tickets',
      'Umrah Pilgrimage',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 3, name: 'Umrah Visits' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 3, name: 'Group Travel to Umrah' }),
    ).toBeVisible();

    const tailorMade = page.getByRole('region', { name: 'A Trip Designed Only for You' });
    await expect(tailorMade.getByRole('link', { name: 'Design My Trip' })).toHaveAttribute(
      'href',
      '/contact',
    );

    const process = page.getByRole('region', { name: 'Four Steps to Your Journey' });
    const steps = process.getByRole('listitem');
    await expect(steps).toHaveCount(4);
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
      'Discovery Call',
      'Custom Planning',
      'Refinement',
      'Travel & Support',
    ]);

    const inquiry = page.getByRole('region', { name: 'Start Planning Your Dream Trip' });
    for (const label of ['First Name', 'Last Name', 'Email', 'Tell Us About Your Dream Trip']) {
      await expect(inquiry.getByLabel(label)).toBeVisible();
    }
    await expect(inquiry.getByRole('button', { name: 'Send My Inquiry' })).toBeVisible();

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => text.includes('"BreadcrumbList"'))).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('Start Planning jumps to the inquiry form by keyboard', async ({ page }) => {
    await gotoHydrated(page, `${server.url}/services`);
    await page.getByRole('link', { name: 'Start Planning' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#inquiry$/);
    await expect(
      page.getByRole('heading', { name: 'Start Planning Your Dream Trip' }),
    ).toBeInViewport();
  });
});

test.describe('/services/all', () => {
  test('every card leads to /contact with the right query, in the counts of §9', async ({
    page,
  }) => {
    const errors = collectErrors(page, { failedRequests: true });
    await page.goto(`${server.url}/services/all`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Complete Travel Solutions' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/Complete Travel Solutions/);

    const queries = await contactQueries(page);
    // No card leads to a bare /contact.
    for (const query of queries) expect(query.service).toBeTruthy();
    const of = (service: string) => queries.filter((query) => query.service === service);

    // Gift vouchers: 4 types × 4 amounts, plus a custom amount for each, plus the info link.
    const vouchers = of('gift-voucher');
    expect(vouchers).toHaveLength(4 * 4 + 4);
    for (const [type, amounts] of Object.entries(VOUCHERS)) {
      expect(vouchers.filter((query) => query.type === type).map((query) => query.amount)).toEqual([
        ...amounts.map(String),
        'custom',
      ]);
    }
    expect(of('gift-voucher-info')).toEqual([{ service: 'gift-voucher-info' }]);

    // Mystery travel: three packages and the info link.
    expect(of('mystery-travel').map((query) => query.package)).toEqual([
      'weekend',
      'international',
      'luxury',
    ]);
    expect(of('mystery-travel-info')).toEqual([{ service: 'mystery-travel-info' }]);

    // Event planning: one link per type, each naming it, and the consultation.
    const events = of('event-planning');
    expect(events.length).toBeGreaterThan(0);
    for (const query of events) expect(Object.keys(query).sort()).toEqual(['service', 'type']);
    expect(of('event-planning-consultation')).toEqual([{ service: 'event-planning-consultation' }]);

    // Language assistance: six packs by language, three bundles by package, the info link.
    expect(of('language-assistance').map((query) => query.language)).toEqual([
      'french',
      'spanish',
      'italian',
      'german',
      'portuguese',
      'japanese',
    ]);
    expect(of('language-bundle').map((query) => query.package)).toEqual([
      'european',
      'romance',
      'popular',
    ]);
    expect(of('language-assistance-info')).toEqual([{ service: 'language-assistance-info' }]);

    // Experiential travel: five types, the featured experiences, a custom request.
    expect(of('experiential-travel').map((query) => query.type)).toEqual([
      'ancestry',
      'mission',
      'photography',
      'culinary',
      'adventure',
    ]);
    for (const query of of('featured-experience')) expect(query.experience).toMatch(/^[a-z0-9-]+$/);
    expect(of('featured-experience').length).toBeGreaterThan(0);
    expect(of('custom-experiential-travel')).toEqual([{ service: 'custom-experiential-travel' }]);

    // Nothing else slips in.
    const known = [
      'gift-voucher',
      'gift-voucher-info',
      'mystery-travel',
      'mystery-travel-info',
      'event-planning',
      'event-planning-consultation',
      'language-assistance',
      'language-bundle',
      'language-assistance-info',
      'experiential-travel',
      'featured-experience',
      'custom-experiential-travel',
    ];
    expect(queries.filter((query) => !known.includes(query.service ?? ''))).toEqual([]);

    // The prices of §9 are on the cards.
    const main = page.getByRole('main');
    for (const text of [
      '$299 – $599',
      '$899 – $1,899',
      '$2,499 – $4,999',
      'Save up to 40% with a bundle',
      '$39',
      '$69',
      '$59',
    ]) {
      await expect(main.getByText(text, { exact: true }).first()).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('a voucher amount is reachable by keyboard and opens the contact form with its query', async ({
    page,
  }) => {
    await gotoHydrated(page, `${server.url}/services/all`);
    const amounts = page.getByRole('list', { name: 'Amounts for the Family Experience voucher' });
    const link = amounts.getByRole('link', { name: '$2,500 Family Experience voucher' });
    await link.focus();
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contact\?service=gift-voucher&type=family&amount=2500$/);
  });

  test('the hero menu jumps to a service', async ({ page }) => {
    await gotoHydrated(page, `${server.url}/services/all`);
    const menu = page.getByRole('navigation', { name: 'Jump to a service' });
    await expect(menu.getByRole('link')).toHaveCount(5);
    await menu.getByRole('link', { name: 'Language Assistance' }).click();
    await expect(page).toHaveURL(/#language-assistance$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Speak the Language Before You Land' }),
    ).toBeInViewport();
  });

  test('works without JavaScript: the prerendered page holds every link', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/services/all`);
    const queries = await contactQueries(page);
    expect(queries.filter((query) => query.service === 'gift-voucher')).toHaveLength(20);
    await context.close();
  });
});

test.describe('/experiences', () => {
  test('shows five chips, the types with durations and group sizes, prices and the consultation CTA', async ({
    page,
  }) => {
    const errors = collectErrors(page, { failedRequests: true });
    await page.goto(`${server.url}/experiences`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    const chips = page.getByRole('navigation', { name: 'Kinds of experience' }).getByRole('link');
    await expect(chips).toHaveCount(5);

    // Spec §9: durations and group sizes of the five kinds.
    const expected: [string, string, string][] = [
      ['Ancestry & Heritage Journeys', '7-14 days', '2-8 people'],
      ['Mission & Service Trips', '1-4 weeks', '8-25 people'],
      ['Photography Tours', '5-10 days', '6-12 people'],
      ['Culinary Adventures', '7-12 days', '8-16 people'],
      ['Adventure Expeditions', '5-14 days', '4-12 people'],
    ];
    for (const [title, duration, group] of expected) {
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3, name: title }) });
      await expect(card.getByText(duration, { exact: true })).toBeVisible();
      await expect(card.getByText(group, { exact: true })).toBeVisible();
      await expect(card.getByRole('link', { name: /Plan This Experience/ })).toHaveAttribute(
        'href',
        /\/contact\?service=experiential-travel&type=[a-z]+$/,
      );
    }

    // Featured experiences from $1,599 to $3,299; price teasers $2,499, $1,599, $1,899.
    const featured = page.getByRole('region', { name: 'Journeys Our Travelers Love' });
    const prices = (await featured.locator('dd').allTextContents())
      .filter((text) => text.startsWith('$'))
      .map((text) => Number(text.replace(/[$,]/g, '')));
    expect(Math.min(...prices)).toBe(1599);
    expect(Math.max(...prices)).toBe(3299);
    const teasers = page.getByRole('region', { name: 'Starting Prices' });
    for (const price of ['$2,499', '$1,599', '$1,899'])
      await expect(teasers.getByText(price)).toBeVisible();

    await expect(page.getByRole('link', { name: 'Plan My Journey' })).toHaveAttribute(
      'href',
      '/contact?service=experiential-consultation',
    );
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('a chip jumps to its kind of experience', async ({ page }) => {
    await gotoHydrated(page, `${server.url}/experiences`);
    await page
      .getByRole('navigation', { name: 'Kinds of experience' })
      .getByRole('link', { name: 'Culinary Adventures' })
      .click();
    await expect(page).toHaveURL(/#experience-culinary$/);
    await expect(
      page.getByRole('heading', { level: 3, name: 'Culinary Adventures' }),
    ).toBeInViewport();
  });
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/services', '/services/all', '/experiences']) {
    test(`${path} has no horizontal scroll`, async ({ page }) => {
      await page.goto(`${server.url}${path}`);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
