import type * as v from 'valibot';
import { currentSiteConfig } from '../current.ts';
import type { SiteConfig } from '../site.ts';
import { ShopCategorySchema, ShopProductSchema } from '../schemas.ts';
import type { ShopCategory, ShopProduct } from '../schemas.ts';
import { parseUsd } from '../money.ts';
import type { ShopPriceRange } from '../vocabulary.ts';
import { parseList, type ViteMeta } from '../validate.ts';

// See `CheckedSchema` (../validate.ts): the web app's browser bundle carries no schemas.
const checked = (import.meta as ViteMeta).env?.SSR !== false;

const categoryEntries: v.InferInput<typeof ShopCategorySchema>[] = [
  {
    id: 'apparel',
    name: 'Apparel',
    icon: 'Shirt',
    description: 'Soft cotton tees with illustrations of the places we love, printed to order.',
  },
  {
    id: 'accessories',
    name: 'Accessories',
    icon: 'Backpack',
    description: 'Luggage tags, passport covers and tote bags for the journey itself.',
  },
  {
    id: 'prints',
    name: 'Prints',
    icon: 'Image',
    description: 'Travel-poster art prints of our favorite destinations, ready to frame.',
  },
  {
    id: 'stationery',
    name: 'Stationery',
    icon: 'Notebook',
    description: 'Travel journals, planners and postcards for recording the trip as it happens.',
  },
  {
    id: 'tech',
    name: 'Tech',
    icon: 'Smartphone',
    description: 'Phone cases and laptop sleeves wearing the same illustrations as our tees.',
  },
  {
    id: 'gifts',
    name: 'Gifts',
    icon: 'Gift',
    description: 'Mugs, ornaments and gift sets for the traveler who already has everything.',
  },
];

/** The six category cards of /shop. */
export const shopCategories: readonly ShopCategory[] = parseList(
  'shop',
  checked ? ShopCategorySchema : undefined,
  categoryEntries,
  {
    unique: ['id', 'name'],
  },
);

type ProductEntry = Omit<
  v.InferInput<typeof ShopProductSchema>,
  'category' | 'price' | 'reviews' | 'rating' | 'etsyUrl'
>;

// Every tee shares one price and starts without reviews; a rating of 0 means "not yet rated".
const apparel: ProductEntry[] = [
  {
    id: 'minneapolis-skyline-tee',
    title: 'Minneapolis Skyline Tee',
    description: 'Our home city’s skyline above the Stone Arch Bridge, in one continuous line.',
    tags: ['minneapolis', 'skyline', 'hometown', 'unisex'],
    scene: 'minneapolis',
    inStock: true,
    featured: true,
  },
  {
    id: 'santorini-sunset-tee',
    title: 'Santorini Sunset Tee',
    description: 'Blue domes and white walls against a sunset over the caldera.',
    tags: ['greece', 'santorini', 'honeymoon', 'sunset'],
    scene: 'santorini',
    inStock: true,
    featured: true,
    originalPrice: '$29.99',
  },
  {
    id: 'mount-fuji-tee',
    title: 'Mount Fuji Line Art Tee',
    description: 'Fuji’s snowy peak and a five-story pagoda, drawn in fine lines.',
    tags: ['japan', 'fuji', 'line-art'],
    scene: 'fuji',
    inStock: true,
    featured: true,
  },
  {
    id: 'kyoto-torii-tee',
    title: 'Kyoto Torii Gate Tee',
    description: 'A path of vermilion torii gates winding up the mountainside.',
    tags: ['japan', 'kyoto', 'temples'],
    scene: 'kyoto',
    inStock: true,
    featured: false,
  },
  {
    id: 'safari-sunset-tee',
    title: 'Safari Sunset Tee',
    description: 'An acacia tree and a line of wildebeest under an orange Mara sky.',
    tags: ['kenya', 'safari', 'wildlife', 'sunset'],
    scene: 'masai-mara',
    inStock: true,
    featured: true,
    originalPrice: '$29.99',
  },
  {
    id: 'northern-lights-tee',
    title: 'Northern Lights Tee',
    description: 'Ribbons of green aurora over a snowy Icelandic peak.',
    tags: ['iceland', 'aurora', 'winter'],
    scene: 'iceland-aurora',
    inStock: true,
    featured: false,
  },
  {
    id: 'torres-del-paine-tee',
    title: 'Torres del Paine Tee',
    description: 'The three granite towers of Chilean Patagonia above a glacial lake.',
    tags: ['chile', 'hiking', 'mountains', 'adventure'],
    scene: 'patagonia',
    inStock: true,
    featured: false,
  },
  {
    id: 'machu-picchu-tee',
    title: 'Machu Picchu Trail Tee',
    description: 'Inca terraces and the peak of Huayna Picchu, for everyone who earned the view.',
    tags: ['peru', 'inca-trail', 'hiking'],
    scene: 'machu-picchu',
    inStock: true,
    featured: false,
  },
  {
    id: 'tuscan-hills-tee',
    title: 'Tuscan Hills Tee',
    description: 'Cypress trees and rolling vineyards in warm evening colors.',
    tags: ['italy', 'tuscany', 'wine'],
    scene: 'tuscany',
    inStock: true,
    featured: false,
  },
  {
    id: 'paris-cafe-tee',
    title: 'Paris Café Tee',
    description: 'A café table for two with the Eiffel Tower behind the rooftops.',
    tags: ['france', 'paris', 'cafe'],
    scene: 'paris',
    inStock: false,
    featured: false,
  },
  {
    id: 'bali-rice-terraces-tee',
    title: 'Bali Rice Terraces Tee',
    description: 'Layered green rice terraces with a temple roof among the palms.',
    tags: ['indonesia', 'bali', 'tropical'],
    scene: 'bali',
    inStock: true,
    featured: false,
  },
  {
    id: 'desert-dunes-tee',
    title: 'Desert Dunes Tee',
    description: 'Sweeping red dunes and a camel caravan at dusk.',
    tags: ['dubai', 'desert', 'sunset'],
    scene: 'desert',
    inStock: true,
    featured: false,
  },
];

/** A marketplace search for the product's title inside the given shop. */
function listingUrl(shopUrl: string, title: string): string {
  return `${shopUrl}?search_query=${encodeURIComponent(title)}`;
}

/** The products of /shop: twelve apparel items for now, all $24.99. */
export const shopProducts: readonly ShopProduct[] = parseList(
  'shop',
  checked ? ShopProductSchema : undefined,
  apparel.map((product) => ({
    ...product,
    category: 'apparel',
    price: '$24.99',
    rating: 0,
    reviews: 0,
    etsyUrl: listingUrl(currentSiteConfig.marketplaceShopUrl, product.title),
  })),
  { unique: ['id', 'title'] },
);

/**
 * The product's marketplace link in the shop of `config` (`etsyUrl` is the same link in the
 * shop of the configuration this build runs with).
 */
export function shopProductUrl(
  product: Pick<ShopProduct, 'title'>,
  config: Pick<SiteConfig, 'marketplaceShopUrl'>,
): string {
  return listingUrl(config.marketplaceShopUrl, product.title);
}

/** Orders over this amount ship free (in dollars). */
export const SHOP_FREE_SHIPPING_THRESHOLD = 35;

/** Whether a product's price falls in a range: under20 is below 20, 20to30 includes both ends, over30 is above 30. */
export function inPriceRange(product: Pick<ShopProduct, 'price'>, range: ShopPriceRange): boolean {
  const price = parseUsd(product.price) ?? 0;
  switch (range) {
    case 'all':
      return true;
    case 'under20':
      return price < 20;
    case '20to30':
      return price >= 20 && price <= 30;
    case 'over30':
      return price > 30;
  }
}
