import {
  SHOP_FREE_SHIPPING_THRESHOLD,
  formatUsd,
  homeDestinations,
  shopCategories,
  shopProductUrl,
  shopProducts,
  type HomeDestination,
} from '@travel/catalog';
import { site } from '../../site.ts';

/** A destination illustration as a framed print, with its search in the marketplace shop. */
export interface DestinationPrint extends Pick<HomeDestination, 'id' | 'name' | 'alt' | 'scene'> {
  href: string;
}

/**
 * The catalog entries /print-store shows, read at prerender by its loader: the collections, the
 * destination prints, the free-shipping amount and how many tees /shop has. They reach the
 * browser inside the page (as loader data), so the catalog's shop and destination modules and
 * their validation do not ship with the page's JavaScript (issue 17).
 */
export function printStoreCatalog() {
  return {
    collections: shopCategories,
    prints: homeDestinations.map(({ id, name, alt, scene }): DestinationPrint => ({
      id,
      name,
      alt,
      scene,
      href: shopProductUrl({ title: name }, site),
    })),
    /** Orders over this ship free: `$35`. */
    freeShippingAmount: formatUsd(SHOP_FREE_SHIPPING_THRESHOLD),
    /** How many tees /shop offers. */
    apparelCount: shopProducts.length,
  };
}

/** What /print-store and its sections read. */
export type PrintStoreCatalog = ReturnType<typeof printStoreCatalog>;
