import type * as v from 'valibot';
import type { SiteConfig } from '../site.ts';
import { AffiliateCategorySchema } from '../schemas.ts';
import type { AffiliateCategory } from '../schemas.ts';
import { parseList, type ViteMeta } from '../validate.ts';
import text from '../../content/i18n/en/affiliate-shop.json' with { type: 'json' };
import { withText } from '../i18n/merge.ts';
import type { TextFieldOf, WithoutText } from '../i18n/text.ts';

// See `CheckedSchema` (../validate.ts): the web app's browser bundle carries no schemas.
const checked = (import.meta as ViteMeta).env?.SSR !== false;

const entries: WithoutText<
  v.InferInput<typeof AffiliateCategorySchema>,
  TextFieldOf<'affiliate-shop', 'categories'>
>[] = [
  {
    id: 'luggage',
    icon: 'Luggage',
    items: [
      {
        rating: 4.7,
        searchTerm: 'hardside carry on spinner luggage',
      },
      {
        rating: 4.6,
        searchTerm: 'anti theft travel backpack',
      },
    ],
  },
  {
    id: 'tech',
    icon: 'BatteryCharging',
    items: [
      {
        rating: 4.7,
        searchTerm: 'universal travel adapter usb c',
      },
      {
        rating: 4.8,
        searchTerm: 'portable charger 10000mah usb c',
      },
    ],
  },
  {
    id: 'comfort',
    icon: 'Moon',
    items: [
      {
        rating: 4.5,
        searchTerm: 'memory foam travel neck pillow',
      },
      {
        rating: 4.6,
        searchTerm: 'contoured sleep mask',
      },
    ],
  },
  {
    id: 'organization',
    icon: 'Package',
    items: [
      {
        rating: 4.7,
        searchTerm: 'compression packing cubes',
      },
      {
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
  withText('affiliate-shop.json: categories', entries, text.categories, 'id'),
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
