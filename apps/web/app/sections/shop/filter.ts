import {
  SHOP_CATEGORY_IDS,
  SHOP_PRICE_RANGES,
  SHOP_SORTS,
  type ShopCategoryId,
  type ShopPriceRange,
  type ShopProduct,
  type ShopSort,
} from '@travel/catalog';
import type { ShopProductSummary } from './catalog.server.ts';
import { foldText } from '../../lib/search-text.ts';

export type ShopCategoryFilter = 'all' | ShopCategoryId;
export const SHOP_CATEGORY_FILTERS = [
  'all',
  ...SHOP_CATEGORY_IDS,
] as const satisfies readonly ShopCategoryFilter[];

/** What the product grid of /shop is narrowed and ordered by (spec §4 Shop filters). */
export interface ShopFilters {
  /** Search text: matched, case-insensitively, in the title or any tag. */
  q: string;
  category: ShopCategoryFilter;
  price: ShopPriceRange;
  sort: ShopSort;
}

export const defaultShopFilters: ShopFilters = {
  q: '',
  category: 'all',
  price: 'all',
  sort: 'featured',
};

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : fallback;

/** Filters from a query string; unknown or missing values fall back to the defaults. */
export function parseShopFilters(params: URLSearchParams): ShopFilters {
  return {
    q: params.get('q') ?? '',
    category: oneOf(SHOP_CATEGORY_FILTERS, params.get('category'), 'all'),
    price: oneOf(SHOP_PRICE_RANGES, params.get('price'), 'all'),
    sort: oneOf(SHOP_SORTS, params.get('sort'), 'featured'),
  };
}

/** The query string of a filtered view: defaults are left out, so the plain page stays `/shop`. */
export function shopFiltersToParams(filters: ShopFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  for (const key of ['category', 'price', 'sort'] as const) {
    if (filters[key] !== defaultShopFilters[key]) params.set(key, filters[key]);
  }
  return params;
}

export function isFiltered(filters: ShopFilters): boolean {
  return shopFiltersToParams(filters).toString() !== '';
}

/**
 * Case- and accent-insensitive substring match on the title (in the page's language) or any tag
 * (tags also read with spaces).
 */
export function matchesSearch(
  product: Pick<ShopProduct, 'title' | 'tags'>,
  query: string,
): boolean {
  const needle = foldText(query.trim());
  if (!needle) return true;
  return (
    foldText(product.title).includes(needle) ||
    product.tags.some((tag) => tag.includes(needle) || tag.replaceAll('-', ' ').includes(needle))
  );
}

/**
 * Whether a price in dollars falls in a range: under20 is below 20, 20to30 includes both ends,
 * over30 is above 30 (as the catalog's `inPriceRange` reads a price text).
 */
export function inPriceRange(price: number, range: ShopPriceRange): boolean {
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

type Comparator = (a: ShopProductSummary, b: ShopProductSummary) => number;

// Array.prototype.sort is stable, so ties keep the catalog's order.
const comparators: Record<ShopSort, Comparator> = {
  featured: (a, b) => Number(b.featured) - Number(a.featured),
  'price-low': (a, b) => a.priceUsd - b.priceUsd,
  'price-high': (a, b) => b.priceUsd - a.priceUsd,
  rating: (a, b) => b.rating - a.rating || b.reviews - a.reviews,
  popular: (a, b) => b.reviews - a.reviews || b.rating - a.rating,
};

const matches = (product: ShopProductSummary, filters: ShopFilters) =>
  (filters.category === 'all' || product.category === filters.category) &&
  inPriceRange(product.priceUsd, filters.price) &&
  matchesSearch(product, filters.q);

/** How many products each choice of one filter would show, the other filters kept. */
export interface ShopFacetCounts {
  categories: Record<ShopCategoryFilter, number>;
  prices: Record<ShopPriceRange, number>;
}

/**
 * The count beside each category and price band: what choosing it would show with the search
 * and the other filter as they are, so an empty choice says so before it is made.
 */
export function shopFacetCounts(
  products: readonly ShopProductSummary[],
  filters: ShopFilters,
): ShopFacetCounts {
  const count = (change: Partial<ShopFilters>) =>
    products.filter((product) => matches(product, { ...filters, ...change })).length;
  return {
    categories: Object.fromEntries(
      SHOP_CATEGORY_FILTERS.map((category) => [category, count({ category })]),
    ) as Record<ShopCategoryFilter, number>,
    prices: Object.fromEntries(
      SHOP_PRICE_RANGES.map((price) => [price, count({ price })]),
    ) as Record<ShopPriceRange, number>,
  };
}

/** The products a filtered view shows, in its order. Never changes the list it is given. */
export function filterShopProducts(
  products: readonly ShopProductSummary[],
  filters: ShopFilters,
): ShopProductSummary[] {
  return products.filter((product) => matches(product, filters)).sort(comparators[filters.sort]);
}
