import type * as v from 'valibot';
import { ToolSchema } from '../schemas.ts';
import { TOOL_CATEGORIES } from '../vocabulary.ts';
import type { Tool } from '../schemas.ts';
import { parseList, type ViteMeta } from '../validate.ts';
import text from '../../content/i18n/en/tools.json' with { type: 'json' };
import { withText } from '../i18n/merge.ts';
import type { TextFieldOf, WithoutText } from '../i18n/text.ts';

// See `CheckedSchema` (../validate.ts): the web app's browser bundle carries no schemas.
const checked = (import.meta as ViteMeta).env?.SSR !== false;

const entries: WithoutText<v.InferInput<typeof ToolSchema>, TextFieldOf<'tools', 'tools'>>[] = [
  {
    id: 'currency',
    category: 'Financial',
    icon: 'DollarSign',
    tone: 'success',
    link: 'https://www.xe.com/currencyconverter/',
  },
  {
    id: 'weather',
    category: 'Planning',
    icon: 'Cloud',
    tone: 'sky',
    link: 'https://www.accuweather.com/',
  },
  {
    id: 'time',
    category: 'Planning',
    icon: 'Clock',
    tone: 'primary',
    link: 'https://www.timeanddate.com/worldclock/',
  },
  {
    id: 'flights',
    category: 'Travel',
    icon: 'Plane',
    tone: 'sky',
    link: 'https://www.flightradar24.com/',
  },
  {
    id: 'visa',
    category: 'Documentation',
    icon: 'FileCheck',
    tone: 'primary',
    link: 'https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages.html',
  },
  {
    id: 'safety',
    category: 'Safety',
    icon: 'Shield',
    tone: 'accent',
    link: 'https://travel.state.gov/content/travel/en/traveladvisories/traveladvisories.html',
  },
  {
    id: 'translate',
    category: 'Communication',
    icon: 'Languages',
    tone: 'violet',
    link: 'https://translate.google.com/',
  },
  {
    id: 'packing',
    category: 'Travel',
    icon: 'Luggage',
    tone: 'accent',
    link: 'https://www.tsa.gov/travel/security-screening/whatcanibring/all',
  },
  {
    id: 'baggage',
    category: 'Travel',
    icon: 'Briefcase',
    tone: 'primary',
    link: 'https://www.transportation.gov/airconsumer',
  },
  {
    id: 'insurance',
    category: 'Financial',
    icon: 'Umbrella',
    tone: 'success',
    link: 'https://www.squaremouth.com/',
  },
  {
    id: 'accommodation',
    category: 'Planning',
    icon: 'Hotel',
    tone: 'violet',
    link: 'https://www.booking.com/',
  },
  {
    id: 'rental',
    category: 'Travel',
    icon: 'Car',
    tone: 'sky',
    link: 'https://www.kayak.com/cars',
  },
  {
    id: 'wifi',
    category: 'Communication',
    icon: 'Wifi',
    tone: 'violet',
    link: 'https://www.airalo.com/',
  },
  {
    id: 'restaurants',
    category: 'Food',
    icon: 'UtensilsCrossed',
    tone: 'accent',
    link: 'https://www.tripadvisor.com/Restaurants',
  },
  {
    id: 'navigation',
    category: 'Navigation',
    icon: 'Map',
    tone: 'success',
    link: 'https://www.google.com/maps',
  },
  {
    id: 'emergency',
    category: 'Safety',
    icon: 'Siren',
    tone: 'accent',
    link: 'https://step.state.gov/',
  },
  {
    id: 'health',
    category: 'Health',
    icon: 'Stethoscope',
    tone: 'success',
    link: 'https://wwwnc.cdc.gov/travel/',
  },
  {
    id: 'photography',
    category: 'Planning',
    icon: 'Camera',
    tone: 'violet',
    link: 'https://www.photopills.com/',
  },
  {
    id: 'compass',
    category: 'Culture',
    icon: 'Compass',
    tone: 'primary',
    link: 'https://en.wikivoyage.org/',
  },
  {
    id: 'budget-calc',
    category: 'Financial',
    icon: 'Calculator',
    tone: 'success',
    link: 'https://www.budgetyourtrip.com/',
  },
];

/** The 20 tools of the Essential Travel Tools section and /tools, in the spec's order. */
export const tools: readonly Tool[] = parseList(
  'tools',
  checked ? ToolSchema : undefined,
  withText('tools.json: tools', entries, text.tools, 'id'),
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
