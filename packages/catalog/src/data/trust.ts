import type * as v from 'valibot';
import { currentSiteConfig } from '../current.ts';
import { yearsInBusiness } from '../placeholders.ts';
import { CertificationSchema, StatisticsSchema, TrustClaimSchema } from '../schemas.ts';
import type { Certification, Statistics, TrustClaim } from '../schemas.ts';
import { parseEntry, parseList, type ViteMeta } from '../validate.ts';

// See `CheckedSchema` (../validate.ts): the web app's browser bundle carries no schemas.
const checked = (import.meta as ViteMeta).env?.SSR !== false;

const statisticsEntry: v.InferInput<typeof StatisticsSchema> = {
  rating: { average: 4.9, outOf: 5, reviewCount: 247 },
  // One figure everywhere: the original also printed 5000+ on one page (see README).
  happyTravelers: '1000+',
  wouldRecommendPercent: 98,
  countries: '75+',
  // Counted from the founding year to the build, so the figure never goes stale (see README).
  yearsInBusiness: yearsInBusiness(currentSiteConfig),
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

const certificationEntries: v.InferInput<typeof CertificationSchema>[] = [
  {
    id: 'arc',
    name: 'ARC Certified',
    icon: 'BadgeCheck',
    description:
      'Accredited by the Airlines Reporting Corporation, so we issue airline tickets directly and your payments settle through the same system the airlines use.',
  },
  {
    id: 'iata',
    name: 'IATA Accredited',
    icon: 'Plane',
    description:
      'Recognized by the International Air Transport Association, the trade body of the world’s airlines, which lets us book international carriers on your behalf.',
  },
  {
    id: 'asta',
    name: 'ASTA Member',
    icon: 'Award',
    description:
      'Members of the American Society of Travel Advisors and bound by its code of ethics on honest pricing and clear terms.',
  },
  {
    id: 'clia',
    name: 'CLIA Premier Agency',
    icon: 'Ticket',
    description:
      'A Premier Agency of the Cruise Lines International Association, with advisors trained on ships, itineraries and cruise-line policies.',
  },
  {
    id: 'state-licensed',
    name: 'State Licensed',
    icon: 'Landmark',
    description:
      'Registered as a seller of travel in the states that require it, including California, Florida, Hawaii and Washington.',
  },
  {
    id: 'bonded-insured',
    name: 'Bonded & Insured',
    icon: 'ShieldCheck',
    description:
      'A surety bond stands behind the money you pay us, so your booking is protected from the day you pay.',
  },
  {
    id: 'bbb',
    name: 'BBB A+ Rated',
    icon: 'Star',
    description:
      'An A+ rating from the Better Business Bureau, earned by answering every customer concern promptly and in full.',
  },
  {
    id: 'liability-insurance',
    name: '$1M Liability Insurance',
    icon: 'Shield',
    description:
      '$1M professional liability insurance covering the advice and bookings we make for you.',
  },
];

/** The credentials of the trust strip and the about page, in the spec's order. */
export const certifications: readonly Certification[] = parseList(
  'trust',
  checked ? CertificationSchema : undefined,
  certificationEntries,
  {
    unique: ['id', 'name'],
  },
);

const claimEntries: v.InferInput<typeof TrustClaimSchema>[] = [
  {
    id: 'experience',
    title: 'Years in business',
    value: statisticsEntry.yearsInBusiness,
    icon: 'Award',
    description: 'Serving travelers from our {{city}} office since {{foundedYear}}.',
  },
  {
    id: 'happy-travelers',
    title: 'Happy travelers',
    value: statisticsEntry.happyTravelers,
    icon: 'Heart',
    description:
      'Honeymooners, families, pilgrims and adventurers who came back with stories to tell.',
  },
  {
    id: 'support',
    title: 'Travel support',
    value: '24/7',
    icon: 'Headphones',
    description:
      'A real person answers day or night while you are away, wherever you are in the world.',
  },
  {
    id: 'countries',
    title: 'Countries planned',
    value: statisticsEntry.countries,
    icon: 'Globe',
    description: 'First-hand knowledge of destinations on every inhabited continent.',
  },
  {
    id: 'reply',
    title: 'Reply within 24 hours',
    value: '24h',
    icon: 'Clock',
    description: 'Every inquiry gets a personal answer from a travel expert within 24 hours.',
  },
  {
    id: 'best-price',
    title: 'Best price guarantee',
    icon: 'DollarSign',
    description: 'Find the same trip for less elsewhere and we will match or beat the price.',
  },
  {
    id: 'perks',
    title: 'Exclusive perks',
    icon: 'Gem',
    description:
      'Room upgrades, resort credits and daily breakfast at partner hotels, whenever they are available.',
  },
  {
    id: 'protected',
    title: 'Protected booking',
    icon: 'ShieldCheck',
    description: 'We are bonded and insured, so the money you pay for your trip is protected.',
  },
];

/** The agency's promises, for the why-choose lists of the about and contact pages. */
export const trustClaims: readonly TrustClaim[] = parseList(
  'trust',
  checked ? TrustClaimSchema : undefined,
  claimEntries,
  { unique: ['id'] },
);
