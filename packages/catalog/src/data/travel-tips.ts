import type * as v from 'valibot';
import { TravelTipSchema } from '../schemas.ts';
import type { TravelTip } from '../schemas.ts';
import { parseList, type ViteMeta } from '../validate.ts';

// See `CheckedSchema` (../validate.ts): the web app's browser bundle carries no schemas.
const checked = (import.meta as ViteMeta).env?.SSR !== false;

type Entry = v.InferInput<typeof TravelTipSchema>;

const beforeYouGoEntries: Entry[] = [
  {
    id: 'passport-validity',
    title: 'Check your passport’s expiry date',
    icon: 'FileText',
    description:
      'Many countries refuse entry if your passport expires within six months of arrival or has no blank pages. Renew early; processing times rise every spring.',
  },
  {
    id: 'visas',
    title: 'Sort visas and entry permits',
    icon: 'FileCheck',
    description:
      'E-visas and travel authorizations such as the UK’s ETA or Kenya’s ETA must be approved before you board. Apply at least three weeks ahead.',
  },
  {
    id: 'vaccinations',
    title: 'See a travel clinic',
    icon: 'Stethoscope',
    description:
      'Book an appointment 4 to 6 weeks before departure for vaccines and malaria tablets, and carry prescriptions in their original labeled bottles.',
  },
  {
    id: 'money',
    title: 'Prepare your cards and an emergency fund',
    icon: 'CreditCard',
    description:
      'Tell your bank where you are going, carry two cards from different networks, and keep an emergency fund of about 10% of your trip budget.',
  },
  {
    id: 'insurance',
    title: 'Buy travel insurance',
    icon: 'Umbrella',
    description:
      'Choose a policy with medical evacuation and trip cancellation. Most US health plans pay little or nothing abroad.',
  },
  {
    id: 'offline',
    title: 'Download before you leave',
    icon: 'Smartphone',
    description:
      'Save offline maps, a translation language pack and your booking confirmations to your phone while you still have fast Wi-Fi.',
  },
];

const whileTravelingEntries: Entry[] = [
  {
    id: 'split-valuables',
    title: 'Split your valuables',
    icon: 'Wallet',
    description:
      'Keep one card and some cash in your day bag and the rest in the hotel safe, so one lost wallet never ends the trip.',
  },
  {
    id: 'atms',
    title: 'Use ATMs inside banks',
    icon: 'Banknote',
    description:
      'They are less likely to be tampered with. When a machine or shop offers to charge you in dollars, decline and pay in the local currency.',
  },
  {
    id: 'stay-connected',
    title: 'Stay reachable',
    icon: 'Wifi',
    description:
      'An eSIM or local SIM keeps maps and messaging working; share your live location with someone at home on long travel days.',
  },
  {
    id: 'local-customs',
    title: 'Dress and act for the place',
    icon: 'Globe',
    description:
      'Cover shoulders and knees at temples, mosques and churches, learn a greeting and a thank-you, and ask before photographing people.',
  },
  {
    id: 'jet-lag',
    title: 'Beat jet lag',
    icon: 'Sun',
    description:
      'Get outside in daylight on your first morning, drink plenty of water, and stay up until local bedtime.',
  },
  {
    id: 'support-line',
    title: 'Keep our number handy',
    icon: 'Phone',
    description:
      'Save our 24/7 support line and the local emergency number. If a flight is cancelled, call us before you join the rebooking queue.',
  },
];

const homeSafetyEntries: Entry[] = [
  {
    id: 'advisories',
    title: 'Check advisories before you book',
    icon: 'Shield',
    description:
      'Read the State Department advisory for your destination and enroll in STEP so the embassy can reach you.',
  },
  {
    id: 'document-copies',
    title: 'Carry copies of your documents',
    icon: 'FileText',
    description:
      'Keep photos of your passport, visas and insurance on your phone and paper copies apart from the originals.',
  },
  {
    id: 'share-itinerary',
    title: 'Share your itinerary',
    icon: 'MapPin',
    description:
      'Leave your hotels and flight numbers with someone at home, and check in with them on travel days.',
  },
];

/** The Before You Go list of /tools. */
export const beforeYouGoTips: readonly TravelTip[] = parseList(
  'travel-tips',
  checked ? TravelTipSchema : undefined,
  beforeYouGoEntries,
  {
    unique: ['id'],
  },
);

/** The While Traveling list of /tools. */
export const whileTravelingTips: readonly TravelTip[] = parseList(
  'travel-tips',
  checked ? TravelTipSchema : undefined,
  whileTravelingEntries,
  {
    unique: ['id'],
  },
);

/** The three safety tips under the home page's tools section. */
export const homeSafetyTips: readonly TravelTip[] = parseList(
  'travel-tips',
  checked ? TravelTipSchema : undefined,
  homeSafetyEntries,
  {
    unique: ['id'],
  },
);
