import type * as v from 'valibot';
import { MysteryPackageSchema } from '../schemas.ts';
import type { MysteryPackage } from '../schemas.ts';
import { parseList, type ViteMeta } from '../validate.ts';
import text from '../../content/i18n/en/mystery-travel.json' with { type: 'json' };
import { beforeDepartureText, rangeText, usdRangeText } from '../quantities.ts';
import { withText } from '../i18n/merge.ts';
import type { TextFieldOf, WithoutText } from '../i18n/text.ts';

// See `CheckedSchema` (../validate.ts): the web app's browser bundle carries no schemas.
const checked = (import.meta as ViteMeta).env?.SSR !== false;

const entries: WithoutText<
  v.InferInput<typeof MysteryPackageSchema>,
  TextFieldOf<'mystery-travel', 'packages'> | 'duration' | 'priceRange' | 'reveal'
>[] = [
  {
    id: 'weekend',
    icon: 'Gift',
    tone: 'sky',
    days: { min: 2, max: 3 },
    priceFrom: 299,
    priceTo: 599,
    revealBefore: { value: 48, unit: 'hour' },
  },
  {
    id: 'international',
    icon: 'Globe',
    tone: 'violet',
    days: { min: 5, max: 7 },
    priceFrom: 899,
    priceTo: 1899,
    revealBefore: { value: 1, unit: 'week' },
  },
  {
    id: 'luxury',
    icon: 'Crown',
    tone: 'accent',
    days: { min: 7, max: 10 },
    priceFrom: 2499,
    priceTo: 4999,
    revealBefore: { value: 2, unit: 'week' },
  },
];

/** The three mystery travel packages of /services/all. */
export const mysteryPackages: readonly MysteryPackage[] = parseList(
  'mystery-travel',
  checked ? MysteryPackageSchema : undefined,
  withText(
    'mystery-travel.json: packages',
    entries.map((entry) => ({
      ...entry,
      duration: `${rangeText(entry.days)} days`,
      priceRange: usdRangeText(entry.priceFrom, entry.priceTo),
      reveal: beforeDepartureText(entry.revealBefore),
    })),
    text.packages,
    'id',
  ),
  {
    unique: ['id', 'title'],
  },
);
