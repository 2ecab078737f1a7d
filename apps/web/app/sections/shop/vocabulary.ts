import type { ShopPriceRange, ShopSort } from '@travel/catalog';

// The catalog's shop vocabularies, repeated here: the catalog keeps them in its shop module, with
// every product and its validation, which would ship with /shop's JavaScript again for three
// constants. /shop receives its entries as loader data (`catalog.server.ts`);
// vocabulary.test.ts holds these equal to the catalog's.

/** The price-range filter of /shop (the catalog's `SHOP_PRICE_RANGES`). */
export const SHOP_PRICE_RANGES = [
  'all',
  'under20',
  '20to30',
  'over30',
] as const satisfies readonly ShopPriceRange[];

/** The sort options of /shop (the catalog's `SHOP_SORTS`). */
export const SHOP_SORTS = [
  'featured',
  'price-low',
  'price-high',
  'rating',
  'popular',
] as const satisfies readonly ShopSort[];

/** How many tags a product card shows (the catalog's `SHOP_CARD_MAX_TAGS`). */
export const SHOP_CARD_MAX_TAGS = 2;
