import type * as v from 'valibot';
import type { SiteConfig } from '../site.ts';
import { AffiliateCategorySchema } from '../schemas.ts';
import type { AffiliateCategory } from '../schemas.ts';
import { parseList, type ViteMeta } from '../validate.ts';

// See `CheckedSchema` (../validate.ts): the web app's browser bundle carries no schemas.
const checked = (import.meta as ViteMeta).env?.SSR !== false;

const entries: v.InferInput<typeof AffiliateCategorySchema>[] = [
  {
    id: 'luggage',
    name: 'Luggage & Bags',
    icon: 'Luggage',
    items: [
      {
        name: 'Carry-On Spinner Suitcase',
        description:
          'A hard-shell carry-on that rolls easily down long terminal corridors and fits most US airline size limits.',
        features: [
          'Four 360° spinner wheels',
          'Expands for the trip home',
          'TSA-accepted combination lock',
          'Compression straps inside',
        ],
        rating: 4.7,
        searchTerm: 'hardside carry on spinner luggage',
      },
      {
        name: 'Anti-Theft Travel Daypack',
        description:
          'A slim daypack with hidden zippers and a padded laptop sleeve, ideal for busy metros and markets.',
        features: [
          'Lockable, hidden zippers',
          'RFID-blocking pocket',
          'Padded laptop sleeve',
          'Water-resistant fabric',
        ],
        rating: 4.6,
        searchTerm: 'anti theft travel backpack',
      },
    ],
  },
  {
    id: 'tech',
    name: 'Travel Tech',
    icon: 'BatteryCharging',
    items: [
      {
        name: 'Universal Travel Adapter',
        description:
          'One adapter for the plugs of Europe, the UK, Asia and Australia, with USB-C ports to charge a phone and laptop together.',
        features: [
          'Works with US, EU, UK and AU outlets',
          'USB-C and USB-A ports',
          'Built-in fuse protection',
          'Compact enough for a pocket',
        ],
        rating: 4.7,
        searchTerm: 'universal travel adapter usb c',
      },
      {
        name: 'Portable Power Bank',
        description:
          'A 10,000 mAh battery that recharges a phone about twice: enough for a long day of maps and photos.',
        features: [
          'Well under the airline limit of 100 Wh',
          'Fast charging over USB-C',
          'Slim and light',
          'Belongs in your carry-on, never a checked bag',
        ],
        rating: 4.8,
        searchTerm: 'portable charger 10000mah usb c',
      },
    ],
  },
  {
    id: 'comfort',
    name: 'Comfort & Sleep',
    icon: 'Moon',
    items: [
      {
        name: 'Memory Foam Travel Pillow',
        description:
          'Supportive neck pillow that keeps your head from dropping on overnight flights, and packs down small.',
        features: [
          'Memory foam that holds its shape',
          'Washable cover',
          'Clips onto your bag',
          'Compresses into its own pouch',
        ],
        rating: 4.5,
        searchTerm: 'memory foam travel neck pillow',
      },
      {
        name: 'Contoured Sleep Mask',
        description:
          'A sleep mask with molded eye cups that blocks light without pressing on your eyes: a jet-lag essential.',
        features: [
          'Blocks light completely',
          'No pressure on the eyes',
          'Adjustable strap',
          'Comes with foam earplugs',
        ],
        rating: 4.6,
        searchTerm: 'contoured sleep mask',
      },
    ],
  },
  {
    id: 'organization',
    name: 'Packing & Organization',
    icon: 'Package',
    items: [
      {
        name: 'Compression Packing Cubes',
        description:
          'Zip-compression cubes that fit a week of clothes into a carry-on and keep your suitcase tidy between hotels.',
        features: [
          'Set of cubes in several sizes',
          'Second zipper compresses contents',
          'Mesh panels to see what is inside',
          'Laundry bag included',
        ],
        rating: 4.7,
        searchTerm: 'compression packing cubes',
      },
      {
        name: 'RFID Passport Wallet',
        description:
          'Keeps passports, boarding passes, cards and a pen together, for families checking in several people at once.',
        features: [
          'Holds up to four passports',
          'RFID-blocking lining',
          'Slots for cards and boarding passes',
          'Zip closure',
        ],
        rating: 4.6,
        searchTerm: 'rfid family passport holder',
      },
    ],
  },
];

/** The four categories of the home page's travel shop, two products each. */
export const affiliateCategories: readonly AffiliateCategory[] = parseList(
  'affiliate-shop',
  checked ? AffiliateCategorySchema : undefined,
  entries,
  {
    unique: ['id', 'name'],
  },
);

/**
 * The retailer search link of a Shop on Amazon button:
 * `${config.affiliate.searchUrl}?k=<URL-encoded term>&tag=<tag>`. Takes the resolved site config
 * so a deployment's `AFFILIATE_TAG` ends up in every link.
 */
export function affiliateSearchUrl(
  searchTerm: string,
  config: Pick<SiteConfig, 'affiliate'>,
): string {
  const { searchUrl, tag } = config.affiliate;
  return `${searchUrl}?k=${encodeURIComponent(searchTerm)}&tag=${encodeURIComponent(tag)}`;
}
