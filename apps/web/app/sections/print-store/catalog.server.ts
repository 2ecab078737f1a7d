import {
  SHOP_FREE_SHIPPING_THRESHOLD,
  formatUsd,
  shopProducts,
  shopProductUrl,
  type HomeDestination,
} from '@travel/catalog';
import type { CatalogLanguage } from '@travel/catalog/i18n';
import { catalogList, marksOf } from '../../lib/catalog-language.server.ts';
import { site } from '../../site.ts';

/** A destination illustration as a framed print, with its search in the marketplace shop. */
export interface DestinationPrint extends Pick<HomeDestination, 'id' | 'name' | 'alt' | 'scene'> {
  href: string;
  /** Marks of English fallback text (lib/catalog-fallback.tsx). */
  lang?: unknown;
  fallback?: unknown;
  englishFields?: unknown;
}

/**
 * The catalog entries /print-store shows, read at prerender by its loader: the collections, the
 * destination prints, the free-shipping amount and how many tees /shop has. They reach the
 * browser inside the page (as loader data), so the catalog's shop and destination modules and
 * their validation do not ship with the page's JavaScript (issue 17).
 */
export function printStoreCatalog(lang: CatalogLanguage = 'en') {
  const english = new Map(catalogList('homeDestinations', 'en').map(({ id, name }) => [id, name]));
  return {
    collections: catalogList('shopCategories', lang),
    prints: catalogList('homeDestinations', lang).map(
      ({ id, name, alt, scene, ...entry }): DestinationPrint => ({
        id,
        name,
        alt,
        scene,
        ...marksOf(entry),
        // The marketplace's listings are titled in English.
        href: shopProductUrl({ title: english.get(id) ?? name }, site),
      }),
    ),
    /** Orders over this ship free: `$35`. */
    freeShippingAmount: formatUsd(SHOP_FREE_SHIPPING_THRESHOLD),
    /** How many tees /shop offers. */
    apparelCount: shopProducts.length,
  };
}

/** What /print-store and its sections read. */
export type PrintStoreCatalog = ReturnType<typeof printStoreCatalog>;
