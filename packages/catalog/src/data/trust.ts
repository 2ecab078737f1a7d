import type * as v from 'valibot';
import { currentSiteConfig } from '../current.ts';
import { yearsInBusinessCount } from '../placeholders.ts';
import { CertificationSchema, StatisticsSchema, TrustClaimSchema } from '../schemas.ts';
import type { Certification, Statistics, TrustClaim } from '../schemas.ts';
import { parseEntry, parseList, type ViteMeta } from '../validate.ts';
import text from '../../content/i18n/en/trust.json' with { type: 'json' };
import { withText } from '../i18n/merge.ts';
import type { TextFieldOf, WithoutText } from '../i18n/text.ts';

// See `CheckedSchema` (../validate.ts): the web app's browser bundle carries no schemas.
const checked = (import.meta as ViteMeta).env?.SSR !== false;

// One figure everywhere: the original also printed 5000+ on one page (see README).
const HAPPY_TRAVELERS = 1000;
const COUNTRIES = 75;
// Counted from the founding year to the build, so the figure never goes stale (see README).
const YEARS = yearsInBusinessCount(currentSiteConfig);

const statisticsEntry: v.InferInput<typeof StatisticsSchema> = {
  rating: { average: 4.9, outOf: 5, reviewCount: 247 },
  happyTravelersAtLeast: HAPPY_TRAVELERS,
  happyTravelers: `${HAPPY_TRAVELERS}+`,
  wouldRecommendPercent: 98,
  countriesAtLeast: COUNTRIES,
  countries: `${COUNTRIES}+`,
  yearsInBusinessAtLeast: YEARS,
  yearsInBusiness: `${YEARS}+`,
  servingSince: currentSiteConfig.foundedYear,
  newsletter: {
    frequency: 'monthly',
    subscribers: '15,000+',
    maxDealDiscountPercent: 25,
    welcomeBonus: 'Free trip planning checklist',
  },
};

/** The agency's figures, quoted by the hero, testimonials, about page and newsletter blocks. */
export const statistics: Statistics = parseEntry(
  'trust',
  checked ? StatisticsSchema : undefined,
  statisticsEntry,
  '"statistics"',
);

const certificationEntries: WithoutText<
  v.InferInput<typeof CertificationSchema>,
  TextFieldOf<'trust', 'certifications'>
>[] = [
  {
    id: 'arc',
    icon: 'BadgeCheck',
  },
  {
    id: 'iata',
    icon: 'Plane',
  },
  {
    id: 'asta',
    icon: 'Award',
  },
  {
    id: 'clia',
    icon: 'Ticket',
  },
  {
    id: 'state-licensed',
    icon: 'Landmark',
  },
  {
    id: 'bonded-insured',
    icon: 'ShieldCheck',
  },
  {
    id: 'bbb',
    icon: 'Star',
  },
  {
    id: 'liability-insurance',
    icon: 'Shield',
  },
];

/** The credentials of the trust strip and the about page, in the spec's order. */
export const certifications: readonly Certification[] = parseList(
  'trust',
  checked ? CertificationSchema : undefined,
  withText('trust.json: certifications', certificationEntries, text.certifications, 'id'),
  {
    unique: ['id', 'name'],
  },
);

const claimEntries: WithoutText<
  v.InferInput<typeof TrustClaimSchema>,
  TextFieldOf<'trust', 'claims'>
>[] = [
  {
    id: 'experience',
    value: statisticsEntry.yearsInBusiness,
    figure: { value: YEARS, atLeast: true },
    icon: 'Award',
  },
  {
    id: 'happy-travelers',
    value: statisticsEntry.happyTravelers,
    figure: { value: HAPPY_TRAVELERS, atLeast: true },
    icon: 'Heart',
  },
  {
    id: 'support',
    value: '24/7',
    icon: 'Headphones',
  },
  {
    id: 'countries',
    value: statisticsEntry.countries,
    figure: { value: COUNTRIES, atLeast: true },
    icon: 'Globe',
  },
  {
    id: 'reply',
    value: '24h',
    figure: { value: 24, unit: 'hour' },
    icon: 'Clock',
  },
  {
    id: 'best-price',
    icon: 'DollarSign',
  },
  {
    id: 'perks',
    icon: 'Gem',
  },
  {
    id: 'protected',
    icon: 'ShieldCheck',
  },
];

/** The agency's promises, for the why-choose lists of the about and contact pages. */
export const trustClaims: readonly TrustClaim[] = parseList(
  'trust',
  checked ? TrustClaimSchema : undefined,
  withText('trust.json: claims', claimEntries, text.claims, 'id'),
  { unique: ['id'] },
);
