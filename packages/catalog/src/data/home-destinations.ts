import type * as v from 'valibot';
import { HomeDestinationSchema } from '../schemas.ts';
import type { HomeDestination } from '../schemas.ts';
import { parseList, type ViteMeta } from '../validate.ts';

// See `CheckedSchema` (../validate.ts): the web app's browser bundle carries no schemas.
const checked = (import.meta as ViteMeta).env?.SSR !== false;

// A module of its own: pages showing the home grid (the print store) do not load every
// destination in full with it.

const homeEntries: v.InferInput<typeof HomeDestinationSchema>[] = [
  {
    id: 'greece',
    name: 'Greece',
    scene: 'santorini',
    alt: 'White cliffside houses and a blue dome above the sea',
    description:
      'Whitewashed villages on Santorini and Naxos, long lunches beside the Aegean, and the Acropolis early in the morning before the heat.',
  },
  {
    id: 'japan',
    name: 'Japan',
    scene: 'fuji',
    alt: 'Mount Fuji with a snowy cap above a lake and a pagoda',
    description:
      'Temple mornings in Kyoto, neon nights in Tokyo, and a ryokan in the Hakone hills with Mount Fuji on the horizon.',
  },
  {
    id: 'patagonia',
    name: 'Patagonia',
    scene: 'patagonia',
    alt: 'Jagged granite towers above a turquoise glacial lake',
    description:
      'The granite towers of Torres del Paine, milky-blue glacial lakes and some of the finest hiking on earth from November to March.',
  },
  {
    id: 'france',
    name: 'France',
    scene: 'paris',
    alt: 'The Eiffel Tower behind a row of Paris rooftops',
    description:
      'Paris cafés and museums, Loire Valley châteaux by bicycle, and the lavender fields of Provence in early July.',
  },
  {
    id: 'africa',
    name: 'Africa',
    scene: 'masai-mara',
    alt: 'Acacia trees and grazing wildebeest on the savanna at sunset',
    description:
      'Big-game safaris in Kenya’s Masai Mara and Tanzania’s Serengeti, with the Great Migration from July to October.',
  },
  {
    id: 'iceland',
    name: 'Iceland',
    scene: 'iceland-aurora',
    alt: 'Green northern lights over a snowy mountain and a dark sea',
    description:
      'Northern lights from September to March, black-sand beaches along the south coast, and a geothermal soak after a day on the glacier.',
  },
  {
    id: 'indonesia',
    name: 'Indonesia',
    scene: 'bali',
    alt: 'Terraced green rice fields below a temple and palm trees',
    description:
      'Rice terraces and water temples in Bali, sunrise over Borobudur, and snorkeling with manta rays off Nusa Penida.',
  },
  {
    id: 'peru',
    name: 'Peru',
    scene: 'machu-picchu',
    alt: 'The stone terraces of Machu Picchu below a steep green peak',
    description:
      'The Inca Trail to Machu Picchu, weaving villages of the Sacred Valley, and the celebrated kitchens of Lima.',
  },
];

/** The eight destinations of the home page grid, in order (spec §2 Home). */
export const homeDestinations: readonly HomeDestination[] = parseList(
  'home-destinations',
  checked ? HomeDestinationSchema : undefined,
  homeEntries,
  {
    unique: ['id', 'name'],
  },
);
