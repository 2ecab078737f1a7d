// @vitest-environment node
// The loaders read the catalog's translation files, which needs Node's own URL (not jsdom's).
import {
  SHOP_FREE_SHIPPING_THRESHOLD,
  formatUsd,
  homeDestinations,
  shopCategories,
  shopProductUrl,
  shopProducts,
} from '@travel/catalog';
import { describe, expect, it } from 'vitest';
import { site } from '../../site.ts';
import { printStoreCatalog } from './catalog.server.ts';

describe('the entries /print-store receives as loader data', () => {
  it('are the shop’s categories as the collections, in the catalog’s order', () => {
    expect(printStoreCatalog().collections).toEqual(shopCategories);
  });

  it('are a print of every home destination, with what the gallery shows and its shop search', () => {
    const { prints } = printStoreCatalog();
    expect(prints).toEqual(
      homeDestinations.map(({ id, name, alt, scene }) => ({
        id,
        name,
        alt,
        scene,
        href: shopProductUrl({ title: name }, site),
      })),
    );
  });

  it('name the free-shipping amount as shown and how many tees /shop offers', () => {
    const { freeShippingAmount, apparelCount } = printStoreCatalog();
    expect(freeShippingAmount).toBe(formatUsd(SHOP_FREE_SHIPPING_THRESHOLD));
    expect(apparelCount).toBe(shopProducts.length);
  });

  it('survive the trip into the page as plain data', () => {
    const catalog = printStoreCatalog();
    expect(JSON.parse(JSON.stringify(catalog))).toEqual(catalog);
  });
});
