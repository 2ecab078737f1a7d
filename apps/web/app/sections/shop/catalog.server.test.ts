// @vitest-environment node
// The loaders read the catalog's translation files, which needs Node's own URL (not jsdom's).
import {
  SHOP_FREE_SHIPPING_THRESHOLD,
  SHOP_PRICE_RANGES,
  formatUsd,
  inPriceRange,
  parseUsd,
  shopCategories,
  shopProductUrl,
  shopProducts,
} from '@travel/catalog';
import { describe, expect, it } from 'vitest';
import { site } from '../../site.ts';
import { shopCatalog } from './catalog.server.ts';
import { inPriceRange as inPriceRangeOf } from './filter.ts';

describe('the entries /shop receives as loader data', () => {
  it('are the catalog’s categories, and its products in order with their price as a number', () => {
    const { categories, products } = shopCatalog();
    expect(categories).toEqual(shopCategories);
    expect(products).toHaveLength(shopProducts.length);
    products.forEach((summary, index) => {
      const product = shopProducts[index]!;
      const { priceUsd, etsyUrl, ...shown } = summary;
      const { etsyUrl: _listing, priceUsd: _priceUsd, ...catalogued } = product;
      expect(shown).toEqual(catalogued);
      expect(priceUsd).toBe(parseUsd(product.price));
      // Each product's card links to its listing in the shop of the build's configuration.
      expect(etsyUrl).toBe(shopProductUrl(product, site));
      // The page's price ranges put it where the catalog's do.
      for (const range of SHOP_PRICE_RANGES)
        expect(inPriceRangeOf(priceUsd, range)).toBe(inPriceRange(product, range));
    });
  });

  it('name the free-shipping amount as the page shows it', () => {
    expect(shopCatalog().freeShippingAmount).toBe(formatUsd(SHOP_FREE_SHIPPING_THRESHOLD));
  });

  it('survive the trip into the page as plain data', () => {
    const catalog = shopCatalog();
    expect(JSON.parse(JSON.stringify(catalog))).toEqual(catalog);
  });
});
