import {
  SHOP_FREE_SHIPPING_THRESHOLD,
  formatUsd,
  parseUsd,
  shopProductUrl,
  type ShopProduct,
} from '@travel/catalog';
import type { CatalogLanguage } from '@travel/catalog/i18n';
import { catalogList } from '../../lib/catalog-language.server.ts';
import { site } from '../../site.ts';

/**
 * A product as /shop shows, searches, filters and sorts it: the catalog's, its `etsyUrl` the
 * listing in the marketplace shop of the build's configuration, and its price as a number, so
 * the page's JavaScript parses no price text.
 */
export interface ShopProductSummary extends ShopProduct {
  /** `price` in dollars: `$24.99` → 24.99. */
  priceUsd: number;
}

/**
 * The catalog entries /shop shows, read at prerender by its loader: the category cards, the
 * products and the free-shipping amount. They reach the browser inside the page (as loader data),
 * so the catalog's shop module (every product, validated) and its money helpers do not ship with
 * the page's JavaScript (issue 17).
 */
export function shopCatalog(lang: CatalogLanguage = 'en') {
  return {
    categories: catalogList('shopCategories', lang),
    products: catalogList('shopProducts', lang).map((product): ShopProductSummary => ({
      ...product,
      // The listing's English title (shopProductUrl looks it up by id).
      etsyUrl: shopProductUrl(product, site),
      priceUsd: parseUsd(product.price) ?? 0,
    })),
    /** Orders over this ship free: `$35`. */
    freeShippingAmount: formatUsd(SHOP_FREE_SHIPPING_THRESHOLD),
  };
}

/** What /shop and its sections read. */
export type ShopCatalog = ReturnType<typeof shopCatalog>;
