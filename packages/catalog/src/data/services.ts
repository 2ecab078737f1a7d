import type * as v from 'valibot';
import { ServiceCardSchema } from '../schemas.ts';
import type { ServiceCard } from '../schemas.ts';
import { parseList, type ViteMeta } from '../validate.ts';

// See `CheckedSchema` (../validate.ts): the web app's browser bundle carries no schemas.
const checked = (import.meta as ViteMeta).env?.SSR !== false;

const entries: v.InferInput<typeof ServiceCardSchema>[] = [
  {
    id: 'e-visa',
    title: 'E-Visa Processing',
    icon: 'FileCheck',
    tone: 'primary',
    description:
      'We prepare and file electronic visas and travel authorizations, from India and Vietnam to Kenya’s ETA and the UK’s ETA, checking every photo and passport detail before anything is submitted.',
    highlights: [
      'A document checklist written for your passport and destination',
      'Photo and form review before submission, the step where most refusals start',
      'Status tracking until approval, with the approval saved to your trip file',
      'A reminder when your passport falls under six months of validity',
    ],
  },
  {
    id: 'consultation',
    title: 'Travel Consultation',
    icon: 'MessageCircle',
    tone: 'accent',
    description:
      'A relaxed conversation by phone, video or at our {{city}} office about where you want to go, how you like to travel and what you want to spend. You leave with a realistic route and honest timing advice.',
    highlights: [
      'Time with an advisor who has traveled the region you are considering',
      'A suggested route with the right number of nights in each place',
      'Straight answers on seasons, crowds and what things really cost',
      'A written plan you can book with us or keep for yourself',
    ],
  },
  {
    id: 'airfare',
    title: 'Competitive Airfare Tickets',
    icon: 'Plane',
    tone: 'sky',
    description:
      'We compare published and consolidator fares across airlines, with sensible connections out of MSP, and we handle the rebooking when a schedule changes, so you do not spend your evening on hold.',
    highlights: [
      'Economy, premium economy, business and first class fares',
      'Multi-city and open-jaw routes that booking sites handle badly',
      'Seat, meal and special-assistance requests added to your booking',
      'Schedule-change monitoring and rebooking after you buy',
    ],
  },
  {
    id: 'umrah',
    title: 'Umrah Visits',
    icon: 'Moon',
    tone: 'success',
    description:
      'Individual and family Umrah packages with visa, flights and hotels within walking distance of Masjid al-Haram in Makkah and Al-Masjid an-Nabawi in Madinah, timed around your dates.',
    highlights: [
      'Umrah visa and flights arranged together',
      'Hotels close to the Haram so elderly family members walk less',
      'Transfers between Jeddah, Makkah and Madinah',
      'Wheelchair assistance and quiet-season dates on request',
    ],
  },
  {
    id: 'group-umrah',
    title: 'Group Travel to Umrah',
    icon: 'Users',
    tone: 'violet',
    description:
      'Guided group journeys for mosques, families and community groups, with an experienced group leader, shared transport including the Haramain high-speed train, and group rates for 6 or more.',
    highlights: [
      'Group rates for 6 or more pilgrims',
      'A knowledgeable group leader traveling with you',
      'Pre-departure sessions on the rites of Umrah',
      'One point of contact for every family in the group',
    ],
  },
];

/** The five service cards of the home page, in order (spec §2 Home, §9). */
export const serviceCards: readonly ServiceCard[] = parseList(
  'services',
  checked ? ServiceCardSchema : undefined,
  entries,
  {
    unique: ['id', 'title'],
  },
);
