import { describe, expect, it } from 'vitest';
import {
  SITE_ENV_VARIABLES,
  defaultSiteConfig,
  resolveSiteConfig,
  type SiteEnvVariable,
} from './site.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const resolve = (env: Record<string, string | undefined>) => resolveSiteConfig(env, NOW);

/** A valid value for every variable, each different from the default. */
const everything: Record<SiteEnvVariable, string> = {
  SITE_BRAND: 'Harbor Lights Travel',
  SITE_TAGLINE: 'Journeys from the North Shore.',
  SITE_ORIGIN: 'https://travel.example.org',
  SITE_PHONE: '(218) 555-0123',
  SITE_PHONE_HREF: '+12185550123',
  SITE_EMAIL: 'trips@example.org',
  SITE_ADDRESS_STREET: '12 Canal Park Dr',
  SITE_ADDRESS_CITY: 'Duluth',
  SITE_ADDRESS_REGION: 'MN',
  SITE_ADDRESS_POSTAL_CODE: '55802',
  SITE_ADDRESS_COUNTRY: 'US',
  SITE_LEGAL_NAME: 'Harbor Lights Travel Inc.',
  SITE_LEGAL_STATE: 'Delaware',
  SITE_HOURS: 'Mo-Th 08:30-17:00; Fr 08:30-15:00; Su 12:00-16:00',
  SITE_FOUNDED_YEAR: '2012',
  SITE_COPYRIGHT_YEAR: '2026',
  SITE_SOCIAL_FACEBOOK: 'https://www.facebook.com/harborlights',
  SITE_SOCIAL_INSTAGRAM: 'https://www.instagram.com/harborlights',
  SITE_SOCIAL_TWITTER: 'https://x.com/harborlights',
  SITE_SOCIAL_PINTEREST: 'https://www.pinterest.com/harborlights',
  SITE_SOCIAL_TIKTOK: 'https://www.tiktok.com/@harborlights',
  SITE_SOCIAL_LINKEDIN: 'https://www.linkedin.com/company/harborlights',
  SITE_SOCIAL_YOUTUBE: 'https://www.youtube.com/@harborlights',
  SITE_MESSAGING_NUMBER: '12185550123',
  SITE_AFFILIATE_RETAILER: 'Bookshop',
  SITE_AFFILIATE_SEARCH_URL: 'https://bookshop.example.org/search',
  SITE_AFFILIATE_TAG: 'harbor-21',
  SITE_MARKETPLACE_URL: 'https://www.etsy.com/shop/HarborLights',
  SITE_REVIEW_URL: 'https://g.page/r/harbor-lights/review',
  ADSENSE_CLIENT_ID: 'ca-pub-1234567890',
  ADSENSE_SLOT_INLINE: '111',
  ADSENSE_SLOT_SIDEBAR: '222',
};

describe('resolveSiteConfig', () => {
  it('returns the defaults, and the build year, when no variable is set', () => {
    expect(resolve({})).toEqual({ ...defaultSiteConfig, buildYear: 2026 });
    expect(resolve({ SITE_BRAND: '', SITE_EMAIL: '   ' })).toEqual(resolve({}));
  });

  it('lets every variable of the table override its field', () => {
    const config = resolve(everything);
    expect(config).toEqual({
      brand: 'Harbor Lights Travel',
      tagline: 'Journeys from the North Shore.',
      origin: 'https://travel.example.org',
      phone: '(218) 555-0123',
      phoneHref: '+12185550123',
      email: 'trips@example.org',
      office: {
        street: '12 Canal Park Dr',
        city: 'Duluth',
        region: 'MN',
        postalCode: '55802',
        country: 'US',
      },
      legalEntity: { name: 'Harbor Lights Travel Inc.', state: 'Delaware' },
      hours: [
        { days: ['Mo', 'Tu', 'We', 'Th'], opens: '08:30', closes: '17:00' },
        { days: ['Fr'], opens: '08:30', closes: '15:00' },
        { days: ['Su'], opens: '12:00', closes: '16:00' },
      ],
      foundedYear: 2012,
      copyrightYear: 2026,
      buildYear: 2026,
      social: {
        facebook: 'https://www.facebook.com/harborlights',
        instagram: 'https://www.instagram.com/harborlights',
        twitter: 'https://x.com/harborlights',
        pinterest: 'https://www.pinterest.com/harborlights',
        tiktok: 'https://www.tiktok.com/@harborlights',
        linkedin: 'https://www.linkedin.com/company/harborlights',
        youtube: 'https://www.youtube.com/@harborlights',
      },
      messagingNumber: '12185550123',
      affiliate: {
        retailer: 'Bookshop',
        searchUrl: 'https://bookshop.example.org/search',
        tag: 'harbor-21',
      },
      marketplaceShopUrl: 'https://www.etsy.com/shop/HarborLights',
      reviewPageUrl: 'https://g.page/r/harbor-lights/review',
      ads: { clientId: 'ca-pub-1234567890', inlineSlot: '111', sidebarSlot: '222' },
    });
    // Every variable of the table took effect: none is left at its default.
    for (const [name, { path }] of Object.entries(SITE_ENV_VARIABLES)) {
      if (name === 'SITE_ADDRESS_REGION' || name === 'SITE_ADDRESS_COUNTRY') continue;
      const read = (root: unknown) =>
        path
          .split('.')
          .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root);
      expect(read(config), name).not.toEqual(read(defaultSiteConfig));
    }
  });

  it('does not change the defaults it starts from', () => {
    resolve(everything);
    expect(defaultSiteConfig.brand).toBe('Northstar Voyages');
    expect(defaultSiteConfig.affiliate.tag).toBe('northstarvoy-20');
  });

  it('still reads AFFILIATE_TAG, and SITE_AFFILIATE_TAG wins over it', () => {
    expect(resolve({ AFFILIATE_TAG: 'other-21' }).affiliate.tag).toBe('other-21');
    expect(
      resolve({ AFFILIATE_TAG: 'other-21', SITE_AFFILIATE_TAG: 'mine-20' }).affiliate.tag,
    ).toBe('mine-20');
  });

  it('dials an international SITE_PHONE as written, and asks for SITE_PHONE_HREF otherwise', () => {
    expect(resolve({ SITE_PHONE: '+1 (651) 555-0100' }).phoneHref).toBe('+16515550100');
    expect(() => resolve({ SITE_PHONE: '(651) 555-0100' })).toThrow(/SITE_PHONE_HREF: must be set/);
    expect(
      resolve({ SITE_PHONE: '(651) 555-0100', SITE_PHONE_HREF: '+16515550100' }).phoneHref,
    ).toBe('+16515550100');
  });

  it('reads office hours in the compact form; days not named are closed', () => {
    expect(resolve({ SITE_HOURS: 'Mo,We,Fr 10:00-14:00' }).hours).toEqual([
      { days: ['Mo', 'We', 'Fr'], opens: '10:00', closes: '14:00' },
    ]);
    expect(resolve({ SITE_HOURS: 'Mo-Fr 09:00-18:00;Sa 10:00-16:00' }).hours).toEqual(
      defaultSiteConfig.hours,
    );
  });

  it('counts the build year from SOURCE_DATE_EPOCH when it is set', () => {
    expect(resolve({ SOURCE_DATE_EPOCH: '1735689600' }).buildYear).toBe(2025);
    expect(resolveSiteConfig({}, new Date('2031-07-01')).buildYear).toBe(2031);
  });

  it.each([
    [
      'SITE_EMAIL',
      'not-an-address',
      /SITE_EMAIL: must be an e-mail address \(got "not-an-address"\)/,
    ],
    ['SITE_ORIGIN', 'https://example.org/', /SITE_ORIGIN: must be an origin only/],
    ['SITE_ORIGIN', 'example.org', /SITE_ORIGIN: must be a URL/],
    [
      'SITE_SOCIAL_TIKTOK',
      'http://tiktok.com/@x',
      /SITE_SOCIAL_TIKTOK: must be an https:\/\/ address/,
    ],
    ['SITE_AFFILIATE_SEARCH_URL', 'amazon', /SITE_AFFILIATE_SEARCH_URL: must be a URL/],
    ['SITE_AFFILIATE_TAG', 'tag with spaces', /SITE_AFFILIATE_TAG: must be letters/],
    ['SITE_ADDRESS_COUNTRY', 'USA', /SITE_ADDRESS_COUNTRY: must be a two-letter country code/],
    ['SITE_MESSAGING_NUMBER', '+1 612', /SITE_MESSAGING_NUMBER: must be 7 to 15 digits/],
    ['SITE_FOUNDED_YEAR', 'twenty', /SITE_FOUNDED_YEAR: must be a four-digit year/],
    ['SITE_HOURS', 'weekdays 9-6', /SITE_HOURS: "weekdays 9-6" must read like "Mo-Fr 09:00-18:00"/],
    ['SITE_HOURS', 'Mo-Fr 18:00-09:00', /SITE_HOURS: must close after it opens/],
    ['SITE_HOURS', 'Mo-Fr 09:00-18:00; Fr 19:00-21:00', /SITE_HOURS: must not give a day twice/],
    [
      'SITE_HOURS',
      'Sa-Mo 09:00-12:00',
      /SITE_HOURS: day range Sa-Mo must run from Monday towards Sunday/,
    ],
    ['SITE_HOURS', 'Mo 25:00-26:00', /SITE_HOURS: must be a 24-hour time/],
    ['SITE_BRAND', 'Brand {{city}}', /SITE_BRAND: must not contain "{{"/],
    ['ADSENSE_CLIENT_ID', 'pub-oops', /ADSENSE_CLIENT_ID: must look like ca-pub-/],
  ])('fails with a message naming %s when it is %j', (name, value, message) => {
    expect(() => resolve({ [name]: value })).toThrow(message);
  });

  it('reports every bad variable at once', () => {
    expect(() => resolve({ SITE_EMAIL: 'nope', SITE_REVIEW_URL: 'nope' })).toThrow(
      /SITE_EMAIL: .*; SITE_REVIEW_URL: /,
    );
  });
});

describe('docs/configuration.md', () => {
  it('documents every variable', async () => {
    const { readFile } = await import('node:fs/promises');
    const table = await readFile(
      new URL('../../../docs/configuration.md', import.meta.url),
      'utf8',
    );
    for (const name of [...Object.keys(SITE_ENV_VARIABLES), 'AFFILIATE_TAG', 'SOURCE_DATE_EPOCH']) {
      expect(table, name).toContain(`\`${name}\``);
    }
  });
});
