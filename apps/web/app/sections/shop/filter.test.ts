import { inPriceRange as inPriceRangeOfText, parseUsd } from '@travel/catalog';
import { describe, expect, it } from 'vitest';
import { shopCatalog, type ShopProductSummary } from './catalog.server.ts';
import {
  defaultShopFilters,
  filterShopProducts,
  inPriceRange,
  isFiltered,
  matchesSearch,
  parseShopFilters,
  shopFacetCounts,
  shopFiltersToParams,
  type ShopFilters,
} from './filter.ts';

/** The products as /shop's loader gives them. */
const shopProducts = shopCatalog().products;
const base = shopProducts[0]!;
/** A product with its price as text; its price in dollars follows, as the loader works it out. */
const product = (
  id: string,
  overrides: Partial<Omit<ShopProductSummary, 'priceUsd'>>,
): ShopProductSummary => {
  const made = { ...base, id, featured: false, ...overrides };
  return { ...made, priceUsd: parseUsd(made.price) ?? 0 };
};
const filters = (overrides: Partial<ShopFilters>): ShopFilters => ({
  ...defaultShopFilters,
  ...overrides,
});
const ids = (list: readonly ShopProductSummary[]) => list.map((item) => item.id);

describe('filterShopProducts', () => {
  it('shows every product, featured first, with no filter', () => {
    const result = filterShopProducts(shopProducts, defaultShopFilters);
    expect(result).toHaveLength(12);
    expect(result[0]?.featured).toBe(true);
    expect(new Set(ids(result))).toEqual(new Set(ids(shopProducts)));
  });

  it('does not reorder or change the list it is given', () => {
    const before = ids(shopProducts);
    filterShopProducts(shopProducts, filters({ sort: 'price-high' }));
    expect(ids(shopProducts)).toEqual(before);
  });

  describe('price ranges (§5: under20 < 20, 20to30 inclusive, over30 > 30)', () => {
    const priced = [
      product('p19-99', { price: '$19.99' }),
      product('p20', { price: '$20.00' }),
      product('p24-99', { price: '$24.99' }),
      product('p30', { price: '$30.00' }),
      product('p30-01', { price: '$30.01' }),
    ];
    it.each([
      ['all', ['p19-99', 'p20', 'p24-99', 'p30', 'p30-01']],
      ['under20', ['p19-99']],
      ['20to30', ['p20', 'p24-99', 'p30']],
      ['over30', ['p30-01']],
    ] as const)('%s', (price, expected) => {
      expect(ids(filterShopProducts(priced, filters({ price })))).toEqual(expected);
    });

    it('reads a price as the catalog reads its text', () => {
      for (const item of priced)
        for (const range of ['all', 'under20', '20to30', 'over30'] as const)
          expect(inPriceRange(item.priceUsd, range)).toBe(inPriceRangeOfText(item, range));
    });

    it('puts every $24.99 catalog product in 20to30 and none in the others', () => {
      expect(filterShopProducts(shopProducts, filters({ price: '20to30' }))).toHaveLength(12);
      expect(filterShopProducts(shopProducts, filters({ price: 'under20' }))).toHaveLength(0);
      expect(filterShopProducts(shopProducts, filters({ price: 'over30' }))).toHaveLength(0);
    });
  });

  it('filters by category; an empty category leaves nothing', () => {
    expect(filterShopProducts(shopProducts, filters({ category: 'apparel' }))).toHaveLength(12);
    expect(filterShopProducts(shopProducts, filters({ category: 'prints' }))).toEqual([]);
  });

  it('searches title and tags, case-insensitively, combined with the other filters', () => {
    expect(ids(filterShopProducts(shopProducts, filters({ q: 'SANTORINI' })))).toEqual([
      'santorini-sunset-tee',
    ]);
    expect(ids(filterShopProducts(shopProducts, filters({ q: 'inca trail' })))).toEqual([
      'machu-picchu-tee',
    ]);
    expect(
      filterShopProducts(shopProducts, filters({ q: 'hiking' }))
        .map((item) => item.id)
        .sort(),
    ).toEqual(['machu-picchu-tee', 'torres-del-paine-tee']);
    expect(
      filterShopProducts(shopProducts, filters({ q: 'santorini', category: 'gifts' })),
    ).toEqual([]);
    expect(filterShopProducts(shopProducts, filters({ q: 'no such thing' }))).toEqual([]);
  });

  it('sorts by price both ways, rating and popularity, ties in catalog order', () => {
    const list = [
      product('a', { price: '$30.00', rating: 4, reviews: 2 }),
      product('b', { price: '$10.00', rating: 5, reviews: 1, featured: true }),
      product('c', { price: '$20.00', rating: 0, reviews: 9 }),
      product('d', { price: '$20.00', rating: 4, reviews: 2 }),
    ];
    expect(ids(filterShopProducts(list, filters({ sort: 'featured' })))).toEqual([
      'b',
      'a',
      'c',
      'd',
    ]);
    expect(ids(filterShopProducts(list, filters({ sort: 'price-low' })))).toEqual([
      'b',
      'c',
      'd',
      'a',
    ]);
    expect(ids(filterShopProducts(list, filters({ sort: 'price-high' })))).toEqual([
      'a',
      'c',
      'd',
      'b',
    ]);
    expect(ids(filterShopProducts(list, filters({ sort: 'rating' })))).toEqual([
      'b',
      'a',
      'd',
      'c',
    ]);
    expect(ids(filterShopProducts(list, filters({ sort: 'popular' })))).toEqual([
      'c',
      'a',
      'd',
      'b',
    ]);
  });
});

describe('matchesSearch', () => {
  it('ignores surrounding spaces and matches everything when blank', () => {
    expect(matchesSearch({ title: 'Paris Café Tee', tags: ['paris'] }, '  café ')).toBe(true);
    expect(matchesSearch({ title: 'Paris Café Tee', tags: ['paris'] }, '   ')).toBe(true);
    expect(matchesSearch({ title: 'Paris Café Tee', tags: ['paris'] }, 'rome')).toBe(false);
  });
});

describe('query string', () => {
  it('round-trips and leaves defaults out', () => {
    const view = filters({ q: 'tee', category: 'apparel', price: '20to30', sort: 'price-low' });
    const params = shopFiltersToParams(view);
    expect(params.toString()).toBe('q=tee&category=apparel&price=20to30&sort=price-low');
    expect(parseShopFilters(params)).toEqual(view);
    expect(shopFiltersToParams(defaultShopFilters).toString()).toBe('');
    expect(isFiltered(defaultShopFilters)).toBe(false);
    expect(isFiltered(view)).toBe(true);
  });

  it('falls back to defaults for unknown values', () => {
    expect(parseShopFilters(new URLSearchParams('category=boats&price=cheap&sort=random'))).toEqual(
      defaultShopFilters,
    );
  });
});

describe('shopFacetCounts', () => {
  const catalog = [
    product('tee', { category: 'apparel', price: '$24.99', tags: ['japan'] }),
    product('cap', { category: 'apparel', price: '$18.00', tags: ['peru'] }),
    product('poster', { category: 'prints', price: '$35.00', tags: ['japan'] }),
  ];

  it('counts every category and price band, an empty one as 0', () => {
    const counts = shopFacetCounts(catalog, defaultShopFilters);
    expect(counts.categories).toEqual({
      all: 3,
      apparel: 2,
      accessories: 0,
      prints: 1,
      stationery: 0,
      tech: 0,
      gifts: 0,
    });
    expect(counts.prices).toEqual({ all: 3, under20: 1, '20to30': 1, over30: 1 });
  });

  it('counts what choosing it would show, with the search and the other filter kept', () => {
    const counts = shopFacetCounts(catalog, filters({ q: 'japan', price: 'over30' }));
    expect(counts.categories.apparel).toBe(0);
    expect(counts.categories.prints).toBe(1);
    expect(counts.categories.all).toBe(1);
    // The price bands keep the search but not the chosen band.
    expect(counts.prices).toEqual({ all: 2, under20: 0, '20to30': 1, over30: 1 });
    // Each count is the length of the grid that choice shows.
    for (const [price, count] of Object.entries(counts.prices))
      expect(
        filterShopProducts(catalog, filters({ q: 'japan', price: price as ShopFilters['price'] })),
      ).toHaveLength(count);
  });

  it('matches the real catalog: twelve apparel products at $24.99, every other choice empty', () => {
    const counts = shopFacetCounts(shopProducts, defaultShopFilters);
    expect(counts.categories.apparel).toBe(12);
    expect(counts.categories.prints).toBe(0);
    expect(counts.prices).toEqual({ all: 12, under20: 0, '20to30': 12, over30: 0 });
  });
});
