import type * as v from 'valibot';
import { EventTypeSchema } from '../schemas.ts';
import type { EventType } from '../schemas.ts';
import { parseList, type ViteMeta } from '../validate.ts';

// See `CheckedSchema` (../validate.ts): the web app's browser bundle carries no schemas.
const checked = (import.meta as ViteMeta).env?.SSR !== false;

const entries: v.InferInput<typeof EventTypeSchema>[] = [
  {
    id: 'destination-wedding',
    title: 'Destination Weddings',
    icon: 'Heart',
    tone: 'accent',
    scene: 'generic-beach',
    description:
      'From a beach ceremony in Riviera Maya to a vineyard wedding in Tuscany, we find the venue, handle the legal paperwork and book every guest’s travel.',
    features: [
      'Venue search and site visits',
      'Guidance on legal or symbolic ceremonies abroad',
      'Room blocks and a booking page for guests',
      'A planner on site for the wedding day',
    ],
  },
  {
    id: 'anniversary',
    title: 'Anniversaries & Vow Renewals',
    icon: 'Gem',
    tone: 'violet',
    scene: 'santorini',
    description:
      'Mark the years in a place that matters: back to where you honeymooned, or somewhere you always promised each other.',
    features: [
      'Vow renewal ceremonies with an officiant',
      'Private dinners and photographers',
      'Surprise arrangements kept secret',
      'Room upgrades where available',
    ],
  },
  {
    id: 'milestone-birthday',
    title: 'Milestone Birthdays',
    icon: 'PartyPopper',
    tone: 'sky',
    scene: 'city',
    description:
      'A fiftieth in Lisbon with twelve friends or a sixtieth on safari: celebrations planned down to the cake.',
    features: [
      'Private dining rooms and villa rentals',
      'Group activities for mixed ages and energy levels',
      'Shared payment plans for friends',
      'Decorations and surprises arranged locally',
    ],
  },
  {
    id: 'family-reunion',
    title: 'Family Reunions',
    icon: 'Users',
    tone: 'success',
    scene: 'mountains',
    description:
      'Bring three generations together at a lake lodge, a national park or an all-inclusive resort, with something for grandparents and toddlers alike.',
    features: [
      'Lodging that keeps everyone close',
      'Accessible rooms and transport',
      'Kids’ activities and free time for adults',
      'One itinerary the whole family can follow',
    ],
  },
  {
    id: 'corporate-retreat',
    title: 'Corporate Retreats',
    icon: 'Building2',
    tone: 'primary',
    scene: 'desert',
    description:
      'Offsites, incentive trips and conferences with meeting space, team activities and flights for everyone, managed on one invoice.',
    features: [
      'Venues with meeting rooms and reliable Wi-Fi',
      'Team-building and incentive activities',
      'Group air and ground transport',
      'Attendee tracking and one consolidated invoice',
    ],
  },
];

/** The event types of /services/all; each id is the `type` of its contact link. */
export const eventTypes: readonly EventType[] = parseList(
  'event-planning',
  checked ? EventTypeSchema : undefined,
  entries,
  {
    unique: ['id', 'title'],
  },
);
