import type * as v from 'valibot';
import { DestinationSchema } from '../schemas.ts';
import type { Destination } from '../schemas.ts';
import { parseList, type ViteMeta } from '../validate.ts';
import text from '../../content/i18n/en/destinations.json' with { type: 'json' };
import { daysText, itineraryDaysText, travelersText, usdText } from '../quantities.ts';
import { withText } from '../i18n/merge.ts';
import type { TextFieldOf, WithoutText } from '../i18n/text.ts';

// See `CheckedSchema` (../validate.ts): the web app's browser bundle carries no schemas.
const checked = (import.meta as ViteMeta).env?.SSR !== false;

// ─── /destinations listing ──────────────────────────────────────────────────────────────────

const entries: WithoutText<
  v.InferInput<typeof DestinationSchema>,
  TextFieldOf<'destinations', 'destinations'> | 'duration' | 'groupSize' | 'price' | 'days'
>[] = [
  {
    id: 1,
    slug: 'kenya-safari-masai-mara',
    scene: 'masai-mara',
    itinerary: [
      {
        firstDay: 1,
      },
      {
        firstDay: 2,
      },
      {
        firstDay: 3,
        lastDay: 6,
      },
      {
        firstDay: 7,
      },
      {
        firstDay: 8,
      },
    ],
    durationDays: 8,
    travelers: { min: 2, max: 8 },
    rating: 4.9,
    reviewCount: 128,
    priceFromUsd: 4500,
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
        firstDay: 1,
      },
      {
        firstDay: 2,
      },
      {
        firstDay: 3,
      },
      {
        firstDay: 4,
      },
      {
        firstDay: 5,
        lastDay: 6,
      },
      {
        firstDay: 7,
      },
    ],
    durationDays: 7,
    travelers: { min: 2, max: 2 },
    rating: 4.9,
    reviewCount: 156,
    priceFromUsd: 3200,
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
        firstDay: 1,
      },
      {
        firstDay: 2,
      },
      {
        firstDay: 3,
      },
      {
        firstDay: 4,
      },
      {
        firstDay: 5,
      },
      {
        firstDay: 6,
      },
    ],
    durationDays: 6,
    travelers: { min: 2, max: 6 },
    rating: 4.7,
    reviewCount: 74,
    priceFromUsd: 4200,
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
        firstDay: 1,
        lastDay: 3,
      },
      {
        firstDay: 4,
      },
      {
        firstDay: 5,
        lastDay: 9,
      },
      {
        firstDay: 10,
      },
      {
        firstDay: 11,
      },
      {
        firstDay: 12,
      },
    ],
    durationDays: 12,
    travelers: { min: 2, max: 10 },
    rating: 4.8,
    reviewCount: 112,
    priceFromUsd: 3600,
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
        firstDay: 1,
      },
      {
        firstDay: 2,
      },
      {
        firstDay: 3,
        lastDay: 6,
      },
      {
        firstDay: 7,
      },
      {
        firstDay: 8,
      },
      {
        firstDay: 9,
        lastDay: 10,
      },
    ],
    durationDays: 10,
    travelers: { min: 4, max: 12 },
    rating: 4.8,
    reviewCount: 63,
    priceFromUsd: 3900,
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
        firstDay: 1,
      },
      {
        firstDay: 2,
      },
      {
        firstDay: 3,
      },
      {
        firstDay: 4,
      },
      {
        firstDay: 5,
      },
      {
        firstDay: 6,
      },
      {
        firstDay: 7,
      },
      {
        firstDay: 8,
      },
    ],
    durationDays: 8,
    travelers: { min: 2, max: 12 },
    rating: 4.7,
    reviewCount: 89,
    priceFromUsd: 2400,
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
  withText(
    'destinations.json: destinations',
    entries.map((entry) => ({
      ...entry,
      duration: daysText(entry.durationDays),
      groupSize: travelersText(entry.travelers),
      price: `From ${usdText(entry.priceFromUsd)}`,
      itinerary: entry.itinerary.map((stop) => ({ ...stop, days: itineraryDaysText(stop) })),
    })),
    text.destinations,
    'slug',
  ),
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
