import type * as v from 'valibot';
import { MysteryPackageSchema } from '../schemas.ts';
import type { MysteryPackage } from '../schemas.ts';
import { parseList, type ViteMeta } from '../validate.ts';

// See `CheckedSchema` (../validate.ts): the web app's browser bundle carries no schemas.
const checked = (import.meta as ViteMeta).env?.SSR !== false;

const entries: v.InferInput<typeof MysteryPackageSchema>[] = [
  {
    id: 'weekend',
    title: 'Weekend Mystery',
    icon: 'Gift',
    tone: 'sky',
    description: 'A surprise long weekend within a short flight or an easy drive of {{city}}.',
    duration: '2-3 days',
    priceRange: '$299-599',
    priceFrom: 299,
    priceTo: 599,
    reveal: '48 hours before departure',
    features: [
      'A short questionnaire on what you love and what to avoid',
      'Travel and a hand-picked boutique hotel',
      'A packing hint based on the forecast',
      'A sealed envelope with your first clue',
    ],
  },
  {
    id: 'international',
    title: 'International Adventure',
    icon: 'Globe',
    tone: 'violet',
    description:
      'A surprise trip abroad: you choose the budget and the dates, we choose the country.',
    duration: '5-7 days',
    priceRange: '$899-1,899',
    priceFrom: 899,
    priceTo: 1899,
    reveal: '1 week before departure',
    features: [
      'Round-trip international flights',
      'Central hotels chosen for your travel style',
      'One guided experience at the destination',
      'Entry requirements checked for your passport',
    ],
  },
  {
    id: 'luxury',
    title: 'Luxury Mystery',
    icon: 'Crown',
    tone: 'accent',
    description: 'Five-star hotels, private guides and a destination you never saw coming.',
    duration: '7-10 days',
    priceRange: '$2,499-4,999',
    priceFrom: 2499,
    priceTo: 4999,
    reveal: '2 weeks before departure',
    features: [
      'Premium-cabin flight options',
      'Five-star hotels and private transfers',
      'Two private experiences',
      'A dedicated concierge throughout the trip',
    ],
  },
];

/** The three mystery travel packages of /services/all. */
export const mysteryPackages: readonly MysteryPackage[] = parseList(
  'mystery-travel',
  checked ? MysteryPackageSchema : undefined,
  entries,
  {
    unique: ['id', 'title'],
  },
);
