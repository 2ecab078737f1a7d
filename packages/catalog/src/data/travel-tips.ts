import type * as v from 'valibot';
import { TravelTipSchema } from '../schemas.ts';
import type { TravelTip } from '../schemas.ts';
import { parseList, type ViteMeta } from '../validate.ts';
import text from '../../content/i18n/en/travel-tips.json' with { type: 'json' };
import { withText } from '../i18n/merge.ts';
import type { TextFieldOf, WithoutText } from '../i18n/text.ts';

// See `CheckedSchema` (../validate.ts): the web app's browser bundle carries no schemas.
const checked = (import.meta as ViteMeta).env?.SSR !== false;

type Entry = WithoutText<
  v.InferInput<typeof TravelTipSchema>,
  TextFieldOf<'travel-tips', 'beforeYouGo'>
>;

const beforeYouGoEntries: Entry[] = [
  {
    id: 'passport-validity',
    icon: 'FileText',
  },
  {
    id: 'visas',
    icon: 'FileCheck',
  },
  {
    id: 'vaccinations',
    icon: 'Stethoscope',
  },
  {
    id: 'money',
    icon: 'CreditCard',
  },
  {
    id: 'insurance',
    icon: 'Umbrella',
  },
  {
    id: 'offline',
    icon: 'Smartphone',
  },
];

const whileTravelingEntries: Entry[] = [
  {
    id: 'split-valuables',
    icon: 'Wallet',
  },
  {
    id: 'atms',
    icon: 'Banknote',
  },
  {
    id: 'stay-connected',
    icon: 'Wifi',
  },
  {
    id: 'local-customs',
    icon: 'Globe',
  },
  {
    id: 'jet-lag',
    icon: 'Sun',
  },
  {
    id: 'support-line',
    icon: 'Phone',
  },
];

const homeSafetyEntries: Entry[] = [
  {
    id: 'advisories',
    icon: 'Shield',
  },
  {
    id: 'document-copies',
    icon: 'FileText',
  },
  {
    id: 'share-itinerary',
    icon: 'MapPin',
  },
];

/** The Before You Go list of /tools. */
export const beforeYouGoTips: readonly TravelTip[] = parseList(
  'travel-tips',
  checked ? TravelTipSchema : undefined,
  withText('travel-tips.json: beforeYouGo', beforeYouGoEntries, text.beforeYouGo, 'id'),
  {
    unique: ['id'],
  },
);

/** The While Traveling list of /tools. */
export const whileTravelingTips: readonly TravelTip[] = parseList(
  'travel-tips',
  checked ? TravelTipSchema : undefined,
  withText('travel-tips.json: whileTraveling', whileTravelingEntries, text.whileTraveling, 'id'),
  {
    unique: ['id'],
  },
);

/** The three safety tips under the home page's tools section. */
export const homeSafetyTips: readonly TravelTip[] = parseList(
  'travel-tips',
  checked ? TravelTipSchema : undefined,
  withText('travel-tips.json: homeSafety', homeSafetyEntries, text.homeSafety, 'id'),
  {
    unique: ['id'],
  },
);
