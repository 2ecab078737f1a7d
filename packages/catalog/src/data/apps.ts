import type * as v from 'valibot';
import { MobileAppSchema } from '../schemas.ts';
import type { MobileApp } from '../schemas.ts';
import { parseList, type ViteMeta } from '../validate.ts';

// See `CheckedSchema` (../validate.ts): the web app's browser bundle carries no schemas.
const checked = (import.meta as ViteMeta).env?.SSR !== false;

const entries: v.InferInput<typeof MobileAppSchema>[] = [
  {
    id: 'google-translate',
    name: 'Google Translate',
    purpose: 'translation',
    icon: 'Languages',
    platforms: ['iOS', 'Android'],
    link: 'https://translate.google.com/',
    description:
      'Point your camera at a menu or sign for an instant translation, or hold a spoken conversation. Download your destination’s language before you fly so it works offline.',
  },
  {
    id: 'organic-maps',
    name: 'Organic Maps',
    purpose: 'offline maps',
    icon: 'Map',
    platforms: ['iOS', 'Android'],
    link: 'https://organicmaps.app/',
    description:
      'Free offline maps built on OpenStreetMap, with hiking trails and walking routes that work with no signal at all: ideal for Patagonia, Iceland or a medina.',
  },
  {
    id: 'tripit',
    name: 'TripIt',
    purpose: 'trip organizer',
    icon: 'ClipboardList',
    platforms: ['iOS', 'Android'],
    link: 'https://www.tripit.com/',
    description:
      'Forward your confirmation emails and it builds one itinerary with flights, hotels and reservations. We send our clients’ bookings in a format it reads.',
  },
  {
    id: 'whatsapp',
    name: 'WhatsApp',
    purpose: 'messaging',
    icon: 'MessageCircle',
    platforms: ['iOS', 'Android'],
    link: 'https://www.whatsapp.com/',
    description:
      'The way most of the world messages, and how guides, drivers and hotels will contact you. It is also the quickest way to reach our team while you travel.',
  },
  {
    id: 'xe-currency',
    name: 'Xe Currency',
    purpose: 'currency',
    icon: 'Coins',
    platforms: ['iOS', 'Android'],
    link: 'https://www.xe.com/apps/',
    description:
      'Live exchange rates that are stored for offline use, so you can check a price in a market or a taxi without data.',
  },
  {
    id: 'uber',
    name: 'Uber',
    purpose: 'ride-hailing',
    icon: 'Car',
    platforms: ['iOS', 'Android'],
    link: 'https://www.uber.com/',
    description:
      'Upfront fares and no haggling in hundreds of cities. In Southeast Asia use Grab, in much of Europe Bolt, and in the Gulf Careem, which work the same way.',
  },
];

/** The six recommended mobile apps of /tools. */
export const recommendedApps: readonly MobileApp[] = parseList(
  'apps',
  checked ? MobileAppSchema : undefined,
  entries,
  {
    unique: ['id', 'purpose'],
  },
);
