import type * as v from 'valibot';
import { currentSiteConfig } from '../current.ts';
import type { SiteConfig } from '../site.ts';
import { ShopCategorySchema, ShopProductSchema } from '../schemas.ts';
import type { ShopCategory, ShopProduct } from '../schemas.ts';
import { parseUsd } from '../money.ts';
import { usdText } from '../quantities.ts';
import type { ShopPriceRange } from '../vocabulary.ts';
import { parseList, type ViteMeta } from '../validate.ts';
import text from '../../content/i18n/en/shop.json' with { type: 'json' };

import { withText } from '../i18n/merge.ts';
import type { TextFieldOf, WithoutText } from '../i18n/text.ts';

// See `CheckedSchema` (../validate.ts): the web app's browser bundle carries no schemas.
const checked = (import.meta as ViteMeta).env?.SSR !== false;

const categoryEntries: WithoutText<
  v.InferInput<typeof ShopCategorySchema>,
  TextFieldOf<'shop', 'categories'>
>[] = [
  {
    id: 'apparel',
    icon: 'Shirt',
  },
  {
    id: 'accessories',
    icon: 'Backpack',
  },
  {
    id: 'prints',
    icon: 'Image',
  },
  {
    id: 'stationery',
    icon: 'Notebook',
  },
  {
    id: 'tech',
    icon: 'Smartphone',
  },
  {
    id: 'gifts',
    icon: 'Gift',
  },
];

/** The six category cards of /shop. */
export const shopCategories: readonly ShopCategory[] = parseList(
  'shop',
  checked ? ShopCategorySchema : undefined,
  withText('shop.json: categories', categoryEntries, text.categories, 'id'),
  {
    unique: ['id', 'name'],
  },
);

type ProductEntry = Omit<
  WithoutText<v.InferInput<typeof ShopProductSchema>, TextFieldOf<'shop', 'products'>>,
  'category' | 'price' | 'priceUsd' | 'originalPrice' | 'reviews' | 'rating' | 'etsyUrl'
>;

// Every tee shares one price and starts without reviews; a rating of 0 means "not yet rated".
const apparel: ProductEntry[] = [
  {
    id: 'minneapolis-skyline-tee',
    tags: ['minneapolis', 'skyline', 'hometown', 'unisex'],
    scene: 'minneapolis',
    inStock: true,
    featured: true,
  },
  {
    id: 'santorini-sunset-tee',
    tags: ['greece', 'santorini', 'honeymoon', 'sunset'],
    scene: 'santorini',
    inStock: true,
    featured: true,
    originalPriceUsd: 29.99,
  },
  {
    id: 'mount-fuji-tee',
    tags: ['japan', 'fuji', 'line-art'],
    scene: 'fuji',
    inStock: true,
    featured: true,
  },
  {
    id: 'kyoto-torii-tee',
    tags: ['japan', 'kyoto', 'temples'],
    scene: 'kyoto',
    inStock: true,
    featured: false,
  },
  {
    id: 'safari-sunset-tee',
    tags: ['kenya', 'safari', 'wildlife', 'sunset'],
    scene: 'masai-mara',
    inStock: true,
    featured: true,
    originalPriceUsd: 29.99,
  },
  {
    id: 'northern-lights-tee',
    tags: ['iceland', 'aurora', 'winter'],
    scene: 'iceland-aurora',
    inStock: true,
    featured: false,
  },
  {
    id: 'torres-del-paine-tee',
    tags: ['chile', 'hiking', 'mountains', 'adventure'],
    scene: 'patagonia',
    inStock: true,
    featured: false,
  },
  {
    id: 'machu-picchu-tee',
    tags: ['peru', 'inca-trail', 'hiking'],
    scene: 'machu-picchu',
    inStock: true,
    featured: false,
  },
  {
    id: 'tuscan-hills-tee',
    tags: ['italy', 'tuscany', 'wine'],
    scene: 'tuscany',
    inStock: true,
    featured: false,
  },
  {
    id: 'paris-cafe-tee',
    tags: ['france', 'paris', 'cafe'],
    scene: 'paris',
    inStock: false,
    featured: false,
  },
  {
    id: 'bali-rice-terraces-tee',
    tags: ['indonesia', 'bali', 'tropical'],
    scene: 'bali',
    inStock: true,
    featured: false,
  },
  {
    id: 'desert-dunes-tee',
    tags: ['dubai', 'desert', 'sunset'],
    scene: 'desert',
    inStock: true,
    featured: false,
  },
];

/**
 * A product's English title: the marketplace listing is in English, so its search stays English
 * whatever the language of the page.
 */
function englishTitle(id: string): string {
  return text.products[id as keyof typeof text.products]?.title ?? id;
}

/** A marketplace search for the product's title inside the given shop. */
function listingUrl(shopUrl: string, title: string): string {
  return `${shopUrl}?search_query=${encodeURIComponent(title)}`;
}

/** The products of /shop: twelve apparel items for now, all $24.99. */
export const shopProducts: readonly ShopProduct[] = parseList(
  'shop',
  checked ? ShopProductSchema : undefined,
  withText(
    'shop.json: products',
    apparel.map((product) => ({
      ...product,
      category: 'apparel',
      priceUsd: 24.99,
      price: usdText(24.99),
      ...(product.originalPriceUsd === undefined
        ? {}
        : { originalPrice: usdText(product.originalPriceUsd) }),
      rating: 0,
      reviews: 0,
      etsyUrl: listingUrl(currentSiteConfig.marketplaceShopUrl, englishTitle(product.id)),
    })),
    text.products,
    'id',
  ),
  { unique: ['id', 'title'] },
);

/**
 * The product's marketplace link in the shop of `config` (`etsyUrl` is the same link in the
 * shop of the configuration this build runs with).
 */
export function shopProductUrl(
  product: Pick<ShopProduct, 'title'> & { id?: string },
  config: Pick<SiteConfig, 'marketplaceShopUrl'>,
): string {
  // A translated product still searches the marketplace for its English title.
  const title = product.id === undefined ? product.title : englishTitle(product.id);
  return listingUrl(config.marketplaceShopUrl, title);
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
