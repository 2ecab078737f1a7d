import * as v from 'valibot';
import { WeeklyHoursSchema, WeeklyHoursTextSchema } from './hours-schemas.ts';

const Url = v.pipe(v.string(), v.url('must be a URL'));
const HttpsUrl = v.pipe(Url, v.startsWith('https://', 'must be an https:// address'));
const Name = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('must not be empty'),
  // `{{` would start a placeholder in the prose that quotes these values.
  v.check((text) => !text.includes('{{'), 'must not contain "{{"'),
);
const Year = v.pipe(
  v.number('must be a year'),
  v.integer('must be a whole year'),
  v.minValue(1900, 'must be 1900 or later'),
  v.maxValue(2999, 'must be a four-digit year'),
);

/** Everything about the agency that pages, footer, legal text and the API quote. */
export const SiteConfigSchema = v.object({
  brand: Name,
  /**
   * The footer's line under the logo. `null`: the dictionaries' tagline, in the visitor's
   * language; a configured tagline is shown as written, in every language.
   */
  tagline: v.nullable(Name),
  /** Public origin used for canonical URLs, the sitemap and CORS, without a trailing slash. */
  origin: v.pipe(
    Url,
    v.regex(
      /^https?:\/\/[^/?#]+$/,
      'must be an origin only (https://host, no path or trailing slash)',
    ),
  ),
  /** The phone number as shown. */
  phone: Name,
  /** The phone number as dialled: a `+`, the country code and the number, digits only. */
  phoneHref: v.pipe(
    v.string(),
    v.regex(/^\+\d{7,15}$/, 'must be + and 7 to 15 digits, such as +16125550147'),
  ),
  email: v.pipe(v.string(), v.email('must be an e-mail address')),
  office: v.object({
    street: Name,
    city: Name,
    /** State or region, as addresses write it (`MN`). */
    region: Name,
    postalCode: Name,
    /** ISO 3166-1 alpha-2 country code (`US`). */
    country: v.pipe(
      v.string(),
      v.regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as US'),
    ),
  }),
  /** The legal entity the legal pages name, and the state it is registered in. */
  legalEntity: v.object({ name: Name, state: Name }),
  /** Office hours; days not listed are closed. */
  hours: WeeklyHoursSchema,
  foundedYear: Year,
  copyrightYear: Year,
  /** The year the site was built in: "years in business" counts from `foundedYear` to it. */
  buildYear: Year,
  social: v.object({
    facebook: HttpsUrl,
    instagram: HttpsUrl,
    twitter: HttpsUrl,
    pinterest: HttpsUrl,
    tiktok: HttpsUrl,
    linkedin: HttpsUrl,
    youtube: HttpsUrl,
  }),
  /** Messaging number for the chat hand-off (digits only, country code first). */
  messagingNumber: v.pipe(
    v.string(),
    v.regex(/^\d{7,15}$/, 'must be 7 to 15 digits, country code first'),
  ),
  affiliate: v.object({
    /** The retailer's name as the shop buttons and disclosure write it (`Amazon`). */
    retailer: Name,
    /** The retailer's search page; the search term goes in `k`, the associate tag in `tag`. */
    searchUrl: HttpsUrl,
    tag: v.pipe(v.string(), v.regex(/^[\w-]+$/, 'must be letters, digits, _ and -')),
  }),
  marketplaceShopUrl: HttpsUrl,
  reviewPageUrl: HttpsUrl,
  /**
   * AdSense for the blog's ad slots; without a client id the slots stay reserved, labelled
   * boxes and no ad script loads.
   */
  ads: v.object({
    clientId: v.nullable(
      v.pipe(v.string(), v.regex(/^ca-pub-\d+$/, 'must look like ca-pub-1234567890')),
    ),
    inlineSlot: v.nullable(v.pipe(v.string(), v.regex(/^\d+$/, 'must be digits'))),
    sidebarSlot: v.nullable(v.pipe(v.string(), v.regex(/^\d+$/, 'must be digits'))),
  }),
});
export type SiteConfig = v.InferOutput<typeof SiteConfigSchema>;

/** The agency's own details: what a build without any `SITE_*` variable shows. */
export const defaultSiteConfig: Omit<SiteConfig, 'buildYear'> = {
  brand: 'Northstar Voyages',
  tagline: null,
  origin: 'https://www.northstarvoyages.com',
  phone: '(612) 555-0147',
  phoneHref: '+16125550147',
  email: 'hello@northstarvoyages.com',
  office: {
    street: '401 N 3rd St, Suite 520',
    city: 'Minneapolis',
    region: 'MN',
    postalCode: '55401',
    country: 'US',
  },
  // The legal pages of the original name a company in Alaska, the rest of the site a
  // Minneapolis office: the company is registered in Alaska and works from Minneapolis.
  legalEntity: { name: 'Northstar Voyages LLC', state: 'Alaska' },
  // Spec §9: Mon-Fri 9AM-6PM, Sat 10AM-4PM; Sunday closed (the README records why not
  // "by appointment").
  hours: [
    { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '09:00', closes: '18:00' },
    { days: ['Sa'], opens: '10:00', closes: '16:00' },
  ],
  foundedYear: 2020,
  copyrightYear: 2024,
  social: {
    facebook: 'https://www.facebook.com/northstarvoyages',
    instagram: 'https://www.instagram.com/northstarvoyages',
    twitter: 'https://twitter.com/northstarvoyage',
    pinterest: 'https://www.pinterest.com/northstarvoyages',
    tiktok: 'https://www.tiktok.com/@northstarvoyages',
    linkedin: 'https://www.linkedin.com/company/northstar-voyages',
    youtube: 'https://www.youtube.com/@northstarvoyages',
  },
  messagingNumber: '16125550147',
  affiliate: { retailer: 'Amazon', searchUrl: 'https://www.amazon.com/s', tag: 'northstarvoy-20' },
  marketplaceShopUrl: 'https://www.etsy.com/shop/NorthstarVoyages',
  reviewPageUrl: 'https://g.page/r/northstar-voyages/review',
  ads: { clientId: null, inlineSlot: null, sidebarSlot: null },
};

const text = v.string();
const yearText = v.pipe(
  v.string(),
  v.regex(/^\d{4}$/, 'must be a four-digit year'),
  v.transform(Number),
);

/**
 * One environment variable: the config field it sets (a dotted path) and how its text becomes
 * the value. The field's own schema in {@link SiteConfigSchema} then checks the value.
 */
interface Override {
  path: string;
  parse: v.GenericSchema<string, unknown>;
  /** What the variable holds, for docs/configuration.md and error messages. */
  about: string;
}

const override = (
  path: string,
  about: string,
  parse: v.GenericSchema<string, unknown> = text,
): Override => ({
  path,
  parse,
  about,
});

/**
 * Every variable that overrides the site configuration, at build (web) or start (api). Empty
 * values count as unset. docs/configuration.md is generated from this list (`pnpm config-docs`).
 */
export const SITE_ENV_VARIABLES = {
  SITE_BRAND: override('brand', 'brand name'),
  SITE_TAGLINE: override('tagline', 'footer tagline (shown as written, in every language)'),
  SITE_ORIGIN: override('origin', 'public origin, scheme and host without a trailing slash'),
  SITE_PHONE: override('phone', 'phone number as shown'),
  SITE_PHONE_HREF: override('phoneHref', 'phone number as dialled, +countrycode digits'),
  SITE_EMAIL: override('email', 'e-mail address'),
  SITE_ADDRESS_STREET: override('office.street', 'office street address'),
  SITE_ADDRESS_CITY: override('office.city', 'office city'),
  SITE_ADDRESS_REGION: override('office.region', 'office state or region'),
  SITE_ADDRESS_POSTAL_CODE: override('office.postalCode', 'office postal code'),
  SITE_ADDRESS_COUNTRY: override('office.country', 'office country, ISO 3166-1 alpha-2'),
  SITE_LEGAL_NAME: override('legalEntity.name', 'legal entity the legal pages name'),
  SITE_LEGAL_STATE: override('legalEntity.state', 'state the legal entity is registered in'),
  SITE_HOURS: override(
    'hours',
    'office hours, e.g. "Mo-Fr 09:00-18:00; Sa 10:00-16:00"',
    WeeklyHoursTextSchema,
  ),
  SITE_FOUNDED_YEAR: override('foundedYear', 'year the agency was founded', yearText),
  SITE_COPYRIGHT_YEAR: override('copyrightYear', 'year of the footer copyright line', yearText),
  SITE_SOCIAL_FACEBOOK: override('social.facebook', 'Facebook profile URL'),
  SITE_SOCIAL_INSTAGRAM: override('social.instagram', 'Instagram profile URL'),
  SITE_SOCIAL_TWITTER: override('social.twitter', 'Twitter / X profile URL'),
  SITE_SOCIAL_PINTEREST: override('social.pinterest', 'Pinterest profile URL'),
  SITE_SOCIAL_TIKTOK: override('social.tiktok', 'TikTok profile URL'),
  SITE_SOCIAL_LINKEDIN: override('social.linkedin', 'LinkedIn page URL'),
  SITE_SOCIAL_YOUTUBE: override('social.youtube', 'YouTube channel URL'),
  SITE_MESSAGING_NUMBER: override('messagingNumber', 'messaging (WhatsApp) number, digits'),
  SITE_AFFILIATE_RETAILER: override('affiliate.retailer', 'affiliate retailer name'),
  SITE_AFFILIATE_SEARCH_URL: override('affiliate.searchUrl', 'affiliate retailer search URL'),
  SITE_AFFILIATE_TAG: override(
    'affiliate.tag',
    'affiliate associate tag (`AFFILIATE_TAG`, the older name, is still read)',
  ),
  SITE_MARKETPLACE_URL: override('marketplaceShopUrl', 'marketplace (Etsy) shop URL'),
  SITE_REVIEW_URL: override('reviewPageUrl', 'business review page URL'),
  ADSENSE_CLIENT_ID: override('ads.clientId', 'AdSense client, ca-pub-…'),
  ADSENSE_SLOT_INLINE: override('ads.inlineSlot', 'AdSense slot of the article inline ad'),
  ADSENSE_SLOT_SIDEBAR: override('ads.sidebarSlot', 'AdSense slot of the article sidebar ad'),
} as const satisfies Record<string, Override>;
export type SiteEnvVariable = keyof typeof SITE_ENV_VARIABLES;

/** Older names still read, each for the variable that replaced it. */
const ALIASES: Readonly<Record<string, SiteEnvVariable>> = {
  /** @deprecated Use `SITE_AFFILIATE_TAG`. */
  AFFILIATE_TAG: 'SITE_AFFILIATE_TAG',
};

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop()!;
  let node = target;
  for (const key of keys) node = node[key] as Record<string, unknown>;
  node[last] = value;
}

/** The variable that sets a config path, for error messages (`office.city` → SITE_ADDRESS_CITY). */
function variableOf(path: string): string | undefined {
  return Object.entries(SITE_ENV_VARIABLES).find(
    ([, entry]) => path === entry.path || path.startsWith(`${entry.path}.`),
  )?.[0];
}

/** The year to count "years in business" to: `SOURCE_DATE_EPOCH` for reproducible builds, else now. */
function buildYearOf(env: Record<string, string | undefined>, now: Date): number {
  const epoch = env.SOURCE_DATE_EPOCH;
  if (epoch && /^\d+$/.test(epoch)) return new Date(Number(epoch) * 1000).getUTCFullYear();
  return now.getUTCFullYear();
}

/**
 * The defaults with every `SITE_*` (and `ADSENSE_*`) variable of {@link SITE_ENV_VARIABLES}
 * applied, validated: a bad value fails the build naming the variable, instead of shipping a
 * broken link. `SITE_PHONE` in international form (`+1 612 555 0147`) also sets the dialled
 * number; in any other form, `SITE_PHONE_HREF` must come with it.
 */
export function resolveSiteConfig(
  env: Record<string, string | undefined> = {},
  now: Date = new Date(),
): SiteConfig {
  // A deep copy the overrides can write into (JSON: the defaults are plain data, and this also
  // type-checks where the DOM and Node globals are absent).
  const config: Record<string, unknown> = {
    ...(JSON.parse(JSON.stringify(defaultSiteConfig)) as typeof defaultSiteConfig),
    buildYear: buildYearOf(env, now),
  };
  const given = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const problems: string[] = [];

  const values = new Map<SiteEnvVariable, string>();
  for (const [alias, name] of Object.entries(ALIASES)) {
    const value = given(alias);
    if (value !== undefined) values.set(name, value);
  }
  for (const name of Object.keys(SITE_ENV_VARIABLES) as SiteEnvVariable[]) {
    const value = given(name);
    if (value !== undefined) values.set(name, value);
  }

  for (const [name, value] of values) {
    const entry: Override = SITE_ENV_VARIABLES[name];
    const result = v.safeParse(entry.parse, value);
    if (result.success) setPath(config, entry.path, result.output);
    else
      problems.push(
        `${name}: ${result.issues.map((issue) => issue.message).join(', ')} (got "${value}")`,
      );
  }

  const phone = values.get('SITE_PHONE');
  if (phone !== undefined && !values.has('SITE_PHONE_HREF')) {
    if (/^\+[\d\s().-]+$/.test(phone)) config.phoneHref = `+${phone.replace(/\D/g, '')}`;
    else
      problems.push(
        `SITE_PHONE_HREF: must be set when SITE_PHONE is not written in international form (+1 …) (SITE_PHONE is "${phone}")`,
      );
  }

  if (problems.length === 0) {
    const result = v.safeParse(SiteConfigSchema, config);
    if (result.success) return result.output;
    for (const issue of result.issues) {
      const path = v.getDotPath(issue) ?? '';
      const variable = variableOf(path);
      const value = variable === undefined ? undefined : values.get(variable as SiteEnvVariable);
      problems.push(
        `${variable ?? path}: ${issue.message}${value === undefined ? '' : ` (got "${value}")`}`,
      );
    }
  }
  throw new Error(`Invalid site configuration: ${problems.join('; ')}`);
}
