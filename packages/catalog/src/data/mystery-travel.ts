import type * as v from 'valibot';
import { MysteryPackageSchema } from '../schemas.ts';
import type { MysteryPackage } from '../schemas.ts';
import { parseList, type ViteMeta } from '../validate.ts';
import text from '../../content/i18n/en/mystery-travel.json' with { type: 'json' };
import { withText, type TextFieldOf, type WithoutText } from '../i18n/text.ts';

// See `CheckedSchema` (../validate.ts): the web app's browser bundle carries no schemas.
const checked = (import.meta as ViteMeta).env?.SSR !== false;

const entries: WithoutText<
  v.InferInput<typeof MysteryPackageSchema>,
  TextFieldOf<'mystery-travel', 'packages'>
>[] = [
  {
    id: 'weekend',
    icon: 'Gift',
    tone: 'sky',
    duration: '2-3 days',
    priceRange: '$299-599',
    priceFrom: 299,
    priceTo: 599,
    reveal: '48 hours before departure',
  },
  {
    id: 'international',
    icon: 'Globe',
    tone: 'violet',
    duration: '5-7 days',
    priceRange: '$899-1,899',
    priceFrom: 899,
    priceTo: 1899,
    reveal: '1 week before departure',
  },
  {
    id: 'luxury',
    icon: 'Crown',
    tone: 'accent',
    duration: '7-10 days',
    priceRange: '$2,499-4,999',
    priceFrom: 2499,
    priceTo: 4999,
    reveal: '2 weeks before departure',
  },
];

/** The three mystery travel packages of /services/all. */
export const mysteryPackages: readonly MysteryPackage[] = parseList(
  'mystery-travel',
  checked ? MysteryPackageSchema : undefined,
  withText('mystery-travel', 'packages', entries, text),
  {
    unique: ['id', 'title'],
  },
);
