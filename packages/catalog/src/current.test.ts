/**
 * Catalog data that quotes the agency follows the configuration the code runs with. Each test
 * loads the package afresh after setting the environment (or the web build's `__SITE__`).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveSiteConfig } from './site.ts';

const env = {
  SITE_BRAND: 'Harbor Lights Travel',
  SITE_ADDRESS_CITY: 'Duluth',
  SITE_LEGAL_NAME: 'Harbor Lights Travel Inc.',
  SITE_LEGAL_STATE: 'Delaware',
  SITE_HOURS: 'Mo-Sa 08:00-17:30',
  SITE_FOUNDED_YEAR: '2012',
  SITE_SOCIAL_INSTAGRAM: 'https://www.instagram.com/harborlights',
  SITE_SOCIAL_TIKTOK: 'https://www.tiktok.com/@harborlights',
  SITE_MARKETPLACE_URL: 'https://www.etsy.com/shop/HarborLights',
};

async function freshCatalog() {
  vi.resetModules();
  return import('./index.ts');
}

/** Every string of the catalog's data (not of its schemas or the configuration itself). */
function dataStrings(catalog: Record<string, unknown>): string[] {
  const strings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : typeof value === 'object' && value !== null && !('~standard' in value)
        ? Object.values(value).flatMap(strings)
        : [];
  const {
    currentSiteConfig: _current,
    defaultSiteConfig: _default,
    SITE_ENV_VARIABLES: _variables,
    ...data
  } = catalog;
  return strings(data);
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('catalog data and the site configuration', () => {
  it('follows SITE_* variables where no build inlined a configuration', async () => {
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    const catalog = await freshCatalog();
    expect(catalog.currentSiteConfig.brand).toBe('Harbor Lights Travel');

    const [visa] = catalog.reviews;
    expect(visa?.review).toContain('Harbor Lights Travel retook the photo');
    const based = catalog.faqCategories[0]?.faqs[0]?.answer.replace(/\u00A0/g, ' ');
    expect(based).toContain('downtown Duluth');
    expect(based).toContain('Monday – Saturday 8:00 AM – 5:30 PM; closed Sunday');
    expect(based).toContain('Harbor Lights Travel Inc., is registered in Delaware');
    expect(catalog.statistics.servingSince).toBe(2012);
    expect(catalog.statistics.yearsInBusiness).toBe(
      `${catalog.currentSiteConfig.buildYear - 2012}+`,
    );
    expect(catalog.trustClaims.find((claim) => claim.id === 'experience')?.description).toBe(
      'Serving travelers from our Duluth office since 2012.',
    );
    expect(new Set(catalog.socialVideos.map((video) => video.link))).toEqual(
      new Set([env.SITE_SOCIAL_INSTAGRAM, env.SITE_SOCIAL_TIKTOK]),
    );
    expect(
      catalog.shopProducts.every((product) =>
        product.etsyUrl.startsWith(`${env.SITE_MARKETPLACE_URL}?`),
      ),
    ).toBe(true);

    // Nothing still names the default brand, and the default city only where it is not the
    // agency's: a traveler's home town and a product named after it.
    const text = dataStrings(catalog).filter((value) => !value.startsWith('https://'));
    expect(text.filter((value) => value.includes('Northstar'))).toEqual([]);
    expect(new Set(text.filter((value) => value.includes('Minneapolis')))).toEqual(
      new Set(['Minneapolis, MN', 'Minneapolis Skyline Tee']),
    );
  });

  it('uses the configuration the web build inlined as __SITE__, whatever the environment says', async () => {
    vi.stubEnv('SITE_BRAND', 'Ignored Travel');
    vi.stubGlobal('__SITE__', resolveSiteConfig({ SITE_ADDRESS_CITY: 'Saint Paul' }));
    const catalog = await freshCatalog();
    expect(catalog.currentSiteConfig.brand).toBe('Northstar Voyages');
    expect(catalog.serviceCards.find((card) => card.id === 'consultation')?.description).toContain(
      'at our Saint Paul office',
    );
  });
});
