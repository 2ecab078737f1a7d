import type { ShopCategoryId } from '@travel/catalog';
import { i18n, pageStrings, type PageStringsHandle } from '../i18n.ts';
import type { IntlHandle } from '../lib/warm-intl.ts';
import { catalogLanguage } from '../lib/catalog-language.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { money } from '../lib/locale-format.ts';
import { typingHistory, useQueryState, type QueryCodec } from '../lib/useQueryState.ts';
import { breadcrumbJsonLd } from '../lib/structured-data.ts';
import { shopCatalog } from '../sections/shop/catalog.server.ts';
import { ShopCategories } from '../sections/shop/ShopCategories.tsx';
import { ShopExtras } from '../sections/shop/ShopExtras.tsx';
import { ShopHero } from '../sections/shop/ShopHero.tsx';
import { ShopProducts } from '../sections/shop/ShopProducts.tsx';
import {
  defaultShopFilters,
  parseShopFilters,
  shopFacetCounts,
  shopFiltersToParams,
  type ShopFilters,
} from '../sections/shop/filter.ts';
import { scrollToProducts } from '../sections/shop/scroll-to-products.ts';
import { site } from '../site.ts';
import type { Route } from './+types/shop';
import { StaticPart } from '../lib/static-part.tsx';

// This page's strings, in place before it first renders (`pageStrings`, i18n.ts), and the
// formatters ICU starts for before it hydrates (lib/warm-intl.ts): its filtered products print
// prices.
export const handle: PageStringsHandle & IntlHandle = {
  ...(await pageStrings({ shop: () => import('@travel/i18n/en/shop.json') })),
  formats: ['number'],
};

/**
 * Runs at prerender: the categories and products reach the browser inside the page, so the
 * catalog module does not ship with its JavaScript (sections/shop/catalog.server.ts).
 */
export function loader({ request }: Route.LoaderArgs) {
  return shopCatalog(catalogLanguage(request));
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: i18n.t('shop:meta.title', { brand: site.brand }),
    description: i18n.t('shop:meta.description', {
      brand: site.brand,
      amount: money(i18n.language, loaderData?.freeShippingAmount ?? ''),
    }),
    path: '/shop',
    jsonLd: [
      breadcrumbJsonLd([
        { name: i18n.t('shop:meta.breadcrumbHome'), path: '/' },
        { name: i18n.t('shop:meta.breadcrumb'), path: '/shop' },
      ]),
    ],
  });

/** The grid's search, category, price range and sort, mirrored in the query string. */
const filtersCodec: QueryCodec<ShopFilters> = {
  defaults: defaultShopFilters,
  parse: parseShopFilters,
  serialize: shopFiltersToParams,
};

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { categories, products, freeShippingAmount } = loaderData;
  const [filters, setFilters] = useQueryState(filtersCodec);
  const counts = shopFacetCounts(products, filters);

  // Built on the view on screen, not on the URL, which may still trail the last keystroke.
  const search = (q: string) => setFilters({ ...filters, q }, typingHistory(filters.q, q));
  // Filter changes are new history entries, so Back returns to the previous view.
  const change = (next: Partial<Omit<ShopFilters, 'q'>>) =>
    setFilters({ ...filters, ...next }, 'push');
  const reset = () => setFilters(defaultShopFilters, 'push');

  const selectCategory = (category: ShopCategoryId) => {
    change({ category });
    scrollToProducts();
  };

  return (
    <>
      <ShopHero />
      <ShopCategories
        categories={categories}
        selected={filters.category}
        counts={counts.categories}
        onSelect={selectCategory}
      />
      <ShopProducts
        categories={categories}
        products={products}
        filters={filters}
        counts={counts}
        onSearch={search}
        onChange={change}
        onReset={reset}
      />
      <StaticPart id="shop-extras">
        {!import.meta.env.ISLANDS && <ShopExtras freeShippingAmount={freeShippingAmount} />}
      </StaticPart>
    </>
  );
}
