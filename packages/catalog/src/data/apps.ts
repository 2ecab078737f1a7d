import type * as v from 'valibot';
import { MobileAppSchema } from '../schemas.ts';
import type { MobileApp } from '../schemas.ts';
import { parseList, type ViteMeta } from '../validate.ts';
import text from '../../content/i18n/en/apps.json' with { type: 'json' };
import { withText } from '../i18n/merge.ts';
import type { TextFieldOf, WithoutText } from '../i18n/text.ts';

// See `CheckedSchema` (../validate.ts): the web app's browser bundle carries no schemas.
const checked = (import.meta as ViteMeta).env?.SSR !== false;

const entries: WithoutText<v.InferInput<typeof MobileAppSchema>, TextFieldOf<'apps', 'apps'>>[] = [
  {
    id: 'google-translate',
    name: 'Google Translate',
    purpose: 'translation',
    icon: 'Languages',
    platforms: ['iOS', 'Android'],
    link: 'https://translate.google.com/',
  },
  {
    id: 'organic-maps',
    name: 'Organic Maps',
    purpose: 'offline maps',
    icon: 'Map',
    platforms: ['iOS', 'Android'],
    link: 'https://organicmaps.app/',
  },
  {
    id: 'tripit',
    name: 'TripIt',
    purpose: 'trip organizer',
    icon: 'ClipboardList',
    platforms: ['iOS', 'Android'],
    link: 'https://www.tripit.com/',
  },
  {
    id: 'whatsapp',
    name: 'WhatsApp',
    purpose: 'messaging',
    icon: 'MessageCircle',
    platforms: ['iOS', 'Android'],
    link: 'https://www.whatsapp.com/',
  },
  {
    id: 'xe-currency',
    name: 'Xe Currency',
    purpose: 'currency',
    icon: 'Coins',
    platforms: ['iOS', 'Android'],
    link: 'https://www.xe.com/apps/',
  },
  {
    id: 'uber',
    name: 'Uber',
    purpose: 'ride-hailing',
    icon: 'Car',
    platforms: ['iOS', 'Android'],
    link: 'https://www.uber.com/',
  },
];

/** The six recommended mobile apps of /tools. */
export const recommendedApps: readonly MobileApp[] = parseList(
  'apps',
  checked ? MobileAppSchema : undefined,
  withText('apps.json: apps', entries, text.apps, 'id'),
  {
    unique: ['id', 'purpose'],
  },
);
