import type * as v from 'valibot';
import { ToolSchema } from '../schemas.ts';
import { TOOL_CATEGORIES } from '../vocabulary.ts';
import type { Tool } from '../schemas.ts';
import { parseList, type ViteMeta } from '../validate.ts';

// See `CheckedSchema` (../validate.ts): the web app's browser bundle carries no schemas.
const checked = (import.meta as ViteMeta).env?.SSR !== false;

const entries: v.InferInput<typeof ToolSchema>[] = [
  {
    id: 'currency',
    name: 'Currency Converter',
    category: 'Financial',
    icon: 'DollarSign',
    tone: 'success',
    link: 'https://www.xe.com/currencyconverter/',
    description:
      'Live mid-market exchange rates, so you can tell whether the rate at the airport kiosk is fair.',
  },
  {
    id: 'weather',
    name: 'Global Weather',
    category: 'Planning',
    icon: 'Cloud',
    tone: 'sky',
    link: 'https://www.accuweather.com/',
    description:
      'Daily and monthly forecasts for any city, useful for packing and for choosing which day to book the boat trip.',
  },
  {
    id: 'time',
    name: 'World Clock',
    category: 'Planning',
    icon: 'Clock',
    tone: 'primary',
    link: 'https://www.timeanddate.com/worldclock/',
    description:
      'Current time in every time zone and a meeting planner for calling home without waking anyone.',
  },
  {
    id: 'flights',
    name: 'Flight Tracker',
    category: 'Travel',
    icon: 'Plane',
    tone: 'sky',
    link: 'https://www.flightradar24.com/',
    description:
      'Follow any flight in real time, and see whether your inbound aircraft is running late before the airline says so.',
  },
  {
    id: 'visa',
    name: 'Visa Requirements',
    category: 'Documentation',
    icon: 'FileCheck',
    tone: 'primary',
    link: 'https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages.html',
    description:
      'The State Department’s country pages: entry rules, passport validity and visa requirements for US citizens.',
  },
  {
    id: 'safety',
    name: 'Travel Advisories',
    category: 'Safety',
    icon: 'Shield',
    tone: 'accent',
    link: 'https://travel.state.gov/content/travel/en/traveladvisories/traveladvisories.html',
    description:
      'Official safety levels from 1 to 4 for every country, with region-by-region detail.',
  },
  {
    id: 'translate',
    name: 'Translator',
    category: 'Communication',
    icon: 'Languages',
    tone: 'violet',
    link: 'https://translate.google.com/',
    description:
      'Translate text, menus and signs in more than a hundred languages; download languages for offline use.',
  },
  {
    id: 'packing',
    name: 'What Can I Bring?',
    category: 'Travel',
    icon: 'Luggage',
    tone: 'accent',
    link: 'https://www.tsa.gov/travel/security-screening/whatcanibring/all',
    description:
      'The TSA’s searchable list of what may go in carry-on and checked bags, from hair dryers to hot sauce.',
  },
  {
    id: 'baggage',
    name: 'Baggage & Passenger Rights',
    category: 'Travel',
    icon: 'Briefcase',
    tone: 'primary',
    link: 'https://www.transportation.gov/airconsumer',
    description:
      'The Department of Transportation’s guide to refunds, delays, and lost or damaged bags on US flights.',
  },
  {
    id: 'insurance',
    name: 'Travel Insurance Comparison',
    category: 'Financial',
    icon: 'Umbrella',
    tone: 'success',
    link: 'https://www.squaremouth.com/',
    description:
      'Compare trip-cancellation and medical plans side by side, including cover for medical evacuation.',
  },
  {
    id: 'accommodation',
    name: 'Accommodation Search',
    category: 'Planning',
    icon: 'Hotel',
    tone: 'violet',
    link: 'https://www.booking.com/',
    description:
      'Hotels, apartments and guesthouses worldwide, with guest reviews and free-cancellation filters.',
  },
  {
    id: 'rental',
    name: 'Car Rental',
    category: 'Travel',
    icon: 'Car',
    tone: 'sky',
    link: 'https://www.kayak.com/cars',
    description:
      'Compare rental cars across companies; check whether you need an International Driving Permit first.',
  },
  {
    id: 'wifi',
    name: 'Travel eSIM',
    category: 'Communication',
    icon: 'Wifi',
    tone: 'violet',
    link: 'https://www.airalo.com/',
    description:
      'Prepaid data plans for more than 200 countries, installed on your phone before you leave home.',
  },
  {
    id: 'restaurants',
    name: 'Restaurant Finder',
    category: 'Food',
    icon: 'UtensilsCrossed',
    tone: 'accent',
    link: 'https://www.tripadvisor.com/Restaurants',
    description:
      'Traveler reviews of restaurants near you, filterable by cuisine, price and dietary needs.',
  },
  {
    id: 'navigation',
    name: 'Maps & Directions',
    category: 'Navigation',
    icon: 'Map',
    tone: 'success',
    link: 'https://www.google.com/maps',
    description:
      'Walking, transit and driving directions worldwide; save offline areas before you lose signal.',
  },
  {
    id: 'emergency',
    name: 'Smart Traveler Enrollment',
    category: 'Safety',
    icon: 'Siren',
    tone: 'accent',
    link: 'https://step.state.gov/',
    description:
      'Register your trip with the nearest US embassy so it can reach you in an emergency, free of charge.',
  },
  {
    id: 'health',
    name: 'Travel Health Notices',
    category: 'Health',
    icon: 'Stethoscope',
    tone: 'success',
    link: 'https://wwwnc.cdc.gov/travel/',
    description:
      'The CDC’s vaccine and medicine advice for each destination, plus current outbreak notices.',
  },
  {
    id: 'photography',
    name: 'Golden Hour Planner',
    category: 'Planning',
    icon: 'Camera',
    tone: 'violet',
    link: 'https://www.photopills.com/',
    description:
      'Sun and moon positions for any place and date, so you are in the right spot when the light is best.',
  },
  {
    id: 'compass',
    name: 'Culture Compass',
    category: 'Culture',
    icon: 'Compass',
    tone: 'primary',
    link: 'https://en.wikivoyage.org/',
    description:
      'Free, traveler-written guides with notes on etiquette, tipping, dress and local customs for every country.',
  },
  {
    id: 'budget-calc',
    name: 'Trip Budget Calculator',
    category: 'Financial',
    icon: 'Calculator',
    tone: 'success',
    link: 'https://www.budgetyourtrip.com/',
    description:
      'Average daily costs by country and travel style, to check your budget before you book.',
  },
];

/** The 20 tools of the Essential Travel Tools section and /tools, in the spec's order. */
export const tools: readonly Tool[] = parseList(
  'tools',
  checked ? ToolSchema : undefined,
  entries,
  {
    unique: ['id', 'name'],
  },
);

/** The filter buttons above the tools: `All`, then the ten categories. */
export const TOOL_FILTERS = ['All', ...TOOL_CATEGORIES] as const;
export type ToolFilter = (typeof TOOL_FILTERS)[number];

/** The tools a filter button shows: every tool for `All`. */
export function toolsInCategory(filter: ToolFilter): readonly Tool[] {
  return filter === 'All' ? tools : tools.filter((tool) => tool.category === filter);
}
