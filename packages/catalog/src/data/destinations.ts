import type * as v from 'valibot';
import { DestinationSchema } from '../schemas.ts';
import type { Destination } from '../schemas.ts';
import { parseList, type ViteMeta } from '../validate.ts';
import text from '../../content/i18n/en/destinations.json' with { type: 'json' };
import { withText, type TextFieldOf, type WithoutText } from '../i18n/text.ts';

// See `CheckedSchema` (../validate.ts): the web app's browser bundle carries no schemas.
const checked = (import.meta as ViteMeta).env?.SSR !== false;

// ─── /destinations listing ──────────────────────────────────────────────────────────────────

const entries: WithoutText<
  v.InferInput<typeof DestinationSchema>,
  TextFieldOf<'destinations', 'destinations'>
>[] = [
  {
    id: 1,
    slug: 'kenya-safari-masai-mara',
    scene: 'masai-mara',
    itinerary: [
      {
        days: 'Day 1',
      },
      {
        days: 'Day 2',
      },
      {
        days: 'Days 3-6',
      },
      {
        days: 'Day 7',
      },
      {
        days: 'Day 8',
      },
    ],
    duration: '8 days',
    groupSize: '2-8 travelers',
    rating: 4.9,
    reviewCount: 128,
    price: 'From $4,500',
    category: 'Safari',
    continent: 'Africa',
    featured: true,
    updated: '2026-11-22',
  },
  {
    id: 2,
    slug: 'santorini-honeymoon-greece',
    scene: 'santorini',
    itinerary: [
      {
        days: 'Day 1',
      },
      {
        days: 'Day 2',
      },
      {
        days: 'Day 3',
      },
      {
        days: 'Day 4',
      },
      {
        days: 'Days 5-6',
      },
      {
        days: 'Day 7',
      },
    ],
    duration: '7 days',
    groupSize: '2 travelers',
    rating: 4.9,
    reviewCount: 156,
    price: 'From $3,200',
    category: 'Honeymoon',
    continent: 'Europe',
    featured: true,
    updated: '2026-11-24',
  },
  {
    id: 3,
    slug: 'dubai-luxury-uae',
    scene: 'dubai',
    itinerary: [
      {
        days: 'Day 1',
      },
      {
        days: 'Day 2',
      },
      {
        days: 'Day 3',
      },
      {
        days: 'Day 4',
      },
      {
        days: 'Day 5',
      },
      {
        days: 'Day 6',
      },
    ],
    duration: '6 days',
    groupSize: '2-6 travelers',
    rating: 4.7,
    reviewCount: 74,
    price: 'From $4,200',
    category: 'Luxury',
    continent: 'Asia',
    featured: false,
    updated: '2026-11-24',
  },
  {
    id: 4,
    slug: 'japan-cultural-tour',
    scene: 'kyoto',
    itinerary: [
      {
        days: 'Days 1-3',
      },
      {
        days: 'Day 4',
      },
      {
        days: 'Days 5-9',
      },
      {
        days: 'Day 10',
      },
      {
        days: 'Day 11',
      },
      {
        days: 'Day 12',
      },
    ],
    duration: '12 days',
    groupSize: '2-10 travelers',
    rating: 4.8,
    reviewCount: 112,
    price: 'From $3,600',
    category: 'Cultural',
    continent: 'Asia',
    featured: false,
    updated: '2026-11-22',
  },
  {
    id: 5,
    slug: 'patagonia-adventure-chile',
    scene: 'patagonia',
    itinerary: [
      {
        days: 'Day 1',
      },
      {
        days: 'Day 2',
      },
      {
        days: 'Days 3-6',
      },
      {
        days: 'Day 7',
      },
      {
        days: 'Day 8',
      },
      {
        days: 'Days 9-10',
      },
    ],
    duration: '10 days',
    groupSize: '4-12 travelers',
    rating: 4.8,
    reviewCount: 63,
    price: 'From $3,900',
    category: 'Adventure',
    continent: 'South America',
    featured: false,
    updated: '2026-11-22',
  },
  {
    id: 6,
    slug: 'tuscany-wine-italy',
    scene: 'tuscany',
    itinerary: [
      {
        days: 'Day 1',
      },
      {
        days: 'Day 2',
      },
      {
        days: 'Day 3',
      },
      {
        days: 'Day 4',
      },
      {
        days: 'Day 5',
      },
      {
        days: 'Day 6',
      },
      {
        days: 'Day 7',
      },
      {
        days: 'Day 8',
      },
    ],
    duration: '8 days',
    groupSize: '2-12 travelers',
    rating: 4.7,
    reviewCount: 89,
    price: 'From $2,400',
    category: 'Wine & Food',
    continent: 'Europe',
    featured: false,
    updated: '2026-11-22',
  },
];

/** The six destinations of /destinations, each with a detail page at /destinations/{slug}. */
export const destinations: readonly Destination[] = parseList(
  'destinations',
  checked ? DestinationSchema : undefined,
  withText('destinations', 'destinations', entries, text),
  {
    unique: ['id', 'slug', 'name'],
  },
);

/** The destinations shown in the Featured block (Kenya and Santorini). */
export const featuredDestinations: readonly Destination[] = destinations.filter(
  (destination) => destination.featured,
);

/** The destination with this slug, for /destinations/{slug}; `undefined` for an unknown slug. */
export function destinationBySlug(slug: string): Destination | undefined {
  return destinations.find((destination) => destination.slug === slug);
}
