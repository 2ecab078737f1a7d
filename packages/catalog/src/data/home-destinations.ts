import type * as v from 'valibot';
import { HomeDestinationSchema } from '../schemas.ts';
import type { HomeDestination } from '../schemas.ts';
import { parseList, type ViteMeta } from '../validate.ts';
import text from '../../content/i18n/en/home-destinations.json' with { type: 'json' };
import { withText } from '../i18n/merge.ts';
import type { TextFieldOf, WithoutText } from '../i18n/text.ts';

// See `CheckedSchema` (../validate.ts): the web app's browser bundle carries no schemas.
const checked = (import.meta as ViteMeta).env?.SSR !== false;

// A module of its own: pages showing the home grid (the print store) do not load every
// destination in full with it.

const homeEntries: WithoutText<
  v.InferInput<typeof HomeDestinationSchema>,
  TextFieldOf<'home-destinations', 'destinations'>
>[] = [
  {
    id: 'greece',
    scene: 'santorini',
  },
  {
    id: 'japan',
    scene: 'fuji',
  },
  {
    id: 'patagonia',
    scene: 'patagonia',
  },
  {
    id: 'france',
    scene: 'paris',
  },
  {
    id: 'africa',
    scene: 'masai-mara',
  },
  {
    id: 'iceland',
    scene: 'iceland-aurora',
  },
  {
    id: 'indonesia',
    scene: 'bali',
  },
  {
    id: 'peru',
    scene: 'machu-picchu',
  },
];

/** The eight destinations of the home page grid, in order (spec §2 Home). */
export const homeDestinations: readonly HomeDestination[] = parseList(
  'home-destinations',
  checked ? HomeDestinationSchema : undefined,
  withText('home-destinations.json: destinations', homeEntries, text.destinations, 'id'),
  {
    unique: ['id', 'name'],
  },
);
