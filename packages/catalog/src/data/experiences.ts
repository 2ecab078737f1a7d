import type * as v from 'valibot';
import {
  ExperiencePriceTeaserSchema,
  ExperienceTypeSchema,
  FeaturedExperienceSchema,
} from '../schemas.ts';
import type { ExperiencePriceTeaser, ExperienceType, FeaturedExperience } from '../schemas.ts';
import { parseList, type ViteMeta } from '../validate.ts';
import text from '../../content/i18n/en/experiences.json' with { type: 'json' };
import { daysText, peopleText, timeRangeText, usdText } from '../quantities.ts';
import { withText } from '../i18n/merge.ts';
import type { TextFieldOf, WithoutText } from '../i18n/text.ts';

// See `CheckedSchema` (../validate.ts): the web app's browser bundle carries no schemas.
const checked = (import.meta as ViteMeta).env?.SSR !== false;

const typeEntries: WithoutText<
  v.InferInput<typeof ExperienceTypeSchema>,
  TextFieldOf<'experiences', 'types'> | 'duration' | 'groupSize'
>[] = [
  {
    id: 'ancestry',
    icon: 'ScrollText',
    tone: 'primary',
    scene: 'mountains',
    length: { min: 7, max: 14, unit: 'day' },
    people: { min: 2, max: 8 },
  },
  {
    id: 'mission',
    icon: 'HandHeart',
    tone: 'success',
    scene: 'city',
    length: { min: 1, max: 4, unit: 'week' },
    people: { min: 8, max: 25 },
  },
  {
    id: 'photography',
    icon: 'Camera',
    tone: 'violet',
    scene: 'iceland-aurora',
    length: { min: 5, max: 10, unit: 'day' },
    people: { min: 6, max: 12 },
  },
  {
    id: 'culinary',
    icon: 'ChefHat',
    tone: 'accent',
    scene: 'tuscany',
    length: { min: 7, max: 12, unit: 'day' },
    people: { min: 8, max: 16 },
  },
  {
    id: 'adventure',
    icon: 'Mountain',
    tone: 'sky',
    scene: 'patagonia',
    length: { min: 5, max: 14, unit: 'day' },
    people: { min: 4, max: 12 },
  },
];

/** The five kinds of experiential travel (home page, /experiences, /services/all). */
export const experienceTypes: readonly ExperienceType[] = parseList(
  'experiences',
  checked ? ExperienceTypeSchema : undefined,
  withText(
    'experiences.json: types',
    typeEntries.map((entry) => ({
      ...entry,
      duration: timeRangeText(entry.length),
      groupSize: peopleText(entry.people),
    })),
    text.types,
    'id',
  ),
  {
    unique: ['id', 'title'],
  },
);

const teaserEntries: WithoutText<
  v.InferInput<typeof ExperiencePriceTeaserSchema>,
  TextFieldOf<'experiences', 'priceTeasers'> | 'startingPrice'
>[] = [
  {
    id: 'ancestral',
    startingPriceUsd: 2499,
    icon: 'ScrollText',
    tone: 'primary',
  },
  {
    id: 'purpose-driven',
    startingPriceUsd: 1599,
    icon: 'HandHeart',
    tone: 'success',
  },
  {
    id: 'creative',
    startingPriceUsd: 1899,
    icon: 'Camera',
    tone: 'violet',
  },
];

/** The three starting-price cards of the home page's Beyond Traditional Travel section. */
export const experiencePriceTeasers: readonly ExperiencePriceTeaser[] = parseList(
  'experiences',
  checked ? ExperiencePriceTeaserSchema : undefined,
  withText(
    'experiences.json: priceTeasers',
    teaserEntries.map((entry) => ({ ...entry, startingPrice: usdText(entry.startingPriceUsd) })),
    text.priceTeasers,
    'id',
  ),
  { unique: ['id'] },
);

const featuredEntries: WithoutText<
  v.InferInput<typeof FeaturedExperienceSchema>,
  TextFieldOf<'experiences', 'featured'> | 'duration' | 'price'
>[] = [
  {
    id: 'norwegian-roots',
    type: 'ancestry',
    durationDays: 10,
    priceUsd: 3299,
    scene: 'mountains',
  },
  {
    id: 'guatemala-build',
    type: 'mission',
    durationDays: 9,
    priceUsd: 1599,
    scene: 'mountains',
  },
  {
    id: 'iceland-aurora-photo',
    type: 'photography',
    durationDays: 7,
    priceUsd: 2799,
    scene: 'iceland-aurora',
  },
  {
    id: 'flavors-of-emilia',
    type: 'culinary',
    durationDays: 8,
    priceUsd: 2199,
    scene: 'tuscany',
  },
];

/** The featured experiences of /experiences, from $1,599 to $3,299. */
export const featuredExperiences: readonly FeaturedExperience[] = parseList(
  'experiences',
  checked ? FeaturedExperienceSchema : undefined,
  withText(
    'experiences.json: featured',
    featuredEntries.map((entry) => ({
      ...entry,
      duration: daysText(entry.durationDays),
      price: usdText(entry.priceUsd),
    })),
    text.featured,
    'id',
  ),
  { unique: ['id', 'title'] },
);
