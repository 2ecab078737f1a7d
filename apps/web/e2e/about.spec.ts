import { expect, test } from '@playwright/test';
import { currentSiteConfig as site, statistics } from '@travel/catalog';
import { startServer, type RunningServer } from './server.ts';
import { collectErrors, gotoHydrated } from './support.ts';

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server.stop();
});

test('the about page shows the story, figures and credentials, and its two CTAs', async ({
  page,
}) => {
  const errors = collectErrors(page, { failedRequests: true });

  await page.goto(`${server.url}/about`);
  await expect(page).toHaveTitle(/About Us/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

  // Story: since 2020, from the Minneapolis office, with its address and hours.
  const story = page.getByRole('region', { name: /since 2020/ });
  await expect(story).toContainText(site.office.city);
  await expect(story).toContainText(site.office.street);
  await expect(story).toContainText('Mon – Fri 9 AM – 6 PM');
  await expect(story).toContainText('Sat 10 AM – 4 PM');
  await expect(story).toContainText('Sun Closed');

  // Figures (spec §1, §9): years in business counted from 2020 to the build.
  const figures = page.getByRole('region', { name: 'Our Track Record' });
  expect(statistics.yearsInBusiness).toBe(`${site.buildYear - 2020}+`);
  for (const value of [statistics.yearsInBusiness, '1000+', '75+', '24/7', '98%', '4.9/5']) {
    await expect(figures.getByText(value, { exact: true })).toBeVisible();
  }
  await expect(figures.getByText('from 247 reviews')).toBeVisible();

  // Certifications: the eight of spec §1, CLIA among them, and the CLIA band.
  const credentials = page.getByRole('region', { name: 'Certified, Licensed and Protected' });
  await expect(credentials.getByRole('listitem')).toHaveCount(8);
  await expect(credentials.getByRole('heading', { name: 'CLIA Premier Agency' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Cruise Expertise You Can Count On' }),
  ).toBeVisible();

  await expect(page.getByRole('link', { name: 'Schedule Free Consultation' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(page.getByRole('link', { name: 'Take Travel Quiz' })).toHaveAttribute(
    'href',
    '/quiz',
  );

  // The full TravelAgency (address, hours, phone) as on / and /contact, rated where the rating
  // shows, and the breadcrumb.
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text),
  );
  const agency = jsonLd.find((data) => data['@type'] === 'TravelAgency');
  expect(agency).toMatchObject({
    name: site.brand,
    telephone: site.phoneHref,
    address: {
      streetAddress: site.office.street,
      addressLocality: 'Minneapolis',
      addressRegion: 'MN',
    },
    openingHoursSpecification: [
      {
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '18:00',
      },
      { dayOfWeek: ['Saturday'], opens: '10:00', closes: '16:00' },
    ],
    aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.9, reviewCount: 247 },
  });
  const breadcrumb = jsonLd.find((data) => data['@type'] === 'BreadcrumbList');
  expect(breadcrumb.itemListElement.map((item: { name: string }) => item.name)).toEqual([
    'Home',
    'About',
  ]);

  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('office hours follow the interface language', async ({ page }) => {
  await gotoHydrated(page, `${server.url}/de/about`);
  const office = page.getByRole('heading', { name: 'Besuchen Sie unser Büro' }).locator('..');
  await expect(office).toContainText('Mo – Fr 9:00–18:00 Uhr');
  await expect(office).toContainText('So Geschlossen');
  await expect(page.getByRole('contentinfo')).toContainText('Sa 10:00–16:00 Uhr');
});

test('the consultation CTA is reachable by keyboard', async ({ page }) => {
  await page.goto(`${server.url}/about`);
  const cta = page.getByRole('link', { name: 'Schedule Free Consultation' });
  await cta.focus();
  await expect(cta).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/contact$/);
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('/about has no horizontal scroll', async ({ page }) => {
    await page.goto(`${server.url}/about`);
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
