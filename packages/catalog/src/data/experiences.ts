import type * as v from 'valibot';
import {
  ExperiencePriceTeaserSchema,
  ExperienceTypeSchema,
  FeaturedExperienceSchema,
} from '../schemas.ts';
import type { ExperiencePriceTeaser, ExperienceType, FeaturedExperience } from '../schemas.ts';
import { parseList, type ViteMeta } from '../validate.ts';
import text from '../../content/i18n/en/experiences.json' with { type: 'json' };
import { withText, type TextFieldOf, type WithoutText } from '../i18n/text.ts';

// See `CheckedSchema` (../validate.ts): the web app's browser bundle carries no schemas.
const checked = (import.meta as ViteMeta).env?.SSR !== false;

const typeEntries: WithoutText<
  v.InferInput<typeof ExperienceTypeSchema>,
  TextFieldOf<'experiences', 'types'>
>[] = [
  {
    id: 'ancestry',
    icon: 'ScrollText',
    tone: 'primary',
    scene: 'mountains',
    duration: '7-14 days',
    groupSize: '2-8 people',
  },
  {
    id: 'mission',
    icon: 'HandHeart',
    tone: 'success',
    scene: 'city',
    duration: '1-4 weeks',
    groupSize: '8-25 people',
  },
  {
    id: 'photography',
    icon: 'Camera',
    tone: 'violet',
    scene: 'iceland-aurora',
    duration: '5-10 days',
    groupSize: '6-12 people',
  },
  {
    id: 'culinary',
    icon: 'ChefHat',
    tone: 'accent',
    scene: 'tuscany',
    duration: '7-12 days',
    groupSize: '8-16 people',
  },
  {
    id: 'adventure',
    icon: 'Mountain',
    tone: 'sky',
    scene: 'patagonia',
    duration: '5-14 days',
    groupSize: '4-12 people',
  },
];

/** The five kinds of experiential travel (home page, /experiences, /services/all). */
export const experienceTypes: readonly ExperienceType[] = parseList(
  'experiences',
  checked ? ExperienceTypeSchema : undefined,
  withText('experiences', 'types', typeEntries, text),
  {
    unique: ['id', 'title'],
  },
);

const teaserEntries: WithoutText<
  v.InferInput<typeof ExperiencePriceTeaserSchema>,
  TextFieldOf<'experiences', 'priceTeasers'>
>[] = [
  {
    id: 'ancestral',
    startingPrice: '$2,499',
    icon: 'ScrollText',
    tone: 'primary',
  },
  {
    id: 'purpose-driven',
    startingPrice: '$1,599',
    icon: 'HandHeart',
    tone: 'success',
  },
  {
    id: 'creative',
    startingPrice: '$1,899',
    icon: 'Camera',
    tone: 'violet',
  },
];

/** The three starting-price cards of the home page's Beyond Traditional Travel section. */
export const experiencePriceTeasers: readonly ExperiencePriceTeaser[] = parseList(
  'experiences',
  checked ? ExperiencePriceTeaserSchema : undefined,
  withText('experiences', 'priceTeasers', teaserEntries, text),
  { unique: ['id'] },
);

const featuredEntries: WithoutText<
  v.InferInput<typeof FeaturedExperienceSchema>,
  TextFieldOf<'experiences', 'featured'>
>[] = [
  {
    id: 'norwegian-roots',
    type: 'ancestry',
    duration: '10 days',
    price: '$3,299',
    scene: 'mountains',
  },
  {
    id: 'guatemala-build',
    type: 'mission',
    duration: '9 days',
    price: '$1,599',
    scene: 'mountains',
  },
  {
    id: 'iceland-aurora-photo',
    type: 'photography',
    duration: '7 days',
    price: '$2,799',
    scene: 'iceland-aurora',
  },
  {
    id: 'flavors-of-emilia',
    type: 'culinary',
    duration: '8 days',
    price: '$2,199',
    scene: 'tuscany',
  },
];

/** The featured experiences of /experiences, from $1,599 to $3,299. */
export const featuredExperiences: readonly FeaturedExperience[] = parseList(
  'experiences',
  checked ? FeaturedExperienceSchema : undefined,
  withText('experiences', 'featured', featuredEntries, text),
  { unique: ['id', 'title'] },
);
