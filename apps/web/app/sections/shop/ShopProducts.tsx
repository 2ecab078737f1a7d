import {
  SHOP_PRICE_RANGES,
  SHOP_SORTS,
  type ShopCategory,
  type ShopPriceRange,
  type ShopSort,
} from '@travel/catalog';
import { Button, Container, Heading, SearchBox, SelectField } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { moneyBand } from '../../lib/locale-format.ts';
import { FiltersNeedScript } from '../../components/FiltersNeedScript.tsx';
import { needsScript } from '../../components/scripting.css.ts';
import type { ShopProductSummary } from './catalog.server.ts';
import { ComingSoon } from './ComingSoon.tsx';
import {
  SHOP_CATEGORY_FILTERS,
  filterShopProducts,
  isFiltered,
  type ShopFacetCounts,
  type ShopFilters,
} from './filter.ts';
import { ProductCard } from './ProductCard.tsx';
import { PRODUCTS_HEADING_ID } from './scroll-to-products.ts';
import * as styles from './ShopProducts.css.ts';

const priceKeys = {
  all: 'all',
  under20: 'under20',
  '20to30': '20to30',
  over30: 'over30',
} as const satisfies Record<ShopPriceRange, string>;
const sortKeys = {
  featured: 'featured',
  'price-low': 'priceLow',
  'price-high': 'priceHigh',
  rating: 'rating',
  popular: 'popular',
} as const satisfies Record<ShopSort, string>;

export interface ShopProductsProps {
  /** The categories, in the catalog's order (the route's loader data). */
  categories: readonly ShopCategory[];
  /** Every product, in the catalog's order (the route's loader data). */
  products: readonly ShopProductSummary[];
  filters: ShopFilters;
  /** What each category and price band would show (`shopFacetCounts`), beside its name. */
  counts: ShopFacetCounts;
  onSearch: (text: string) => void;
  onChange: (change: Partial<Omit<ShopFilters, 'q'>>) => void;
  onReset: () => void;
}

/** Search, category, price and sort over the product grid, or the Coming Very Soon banner. */
export function ShopProducts({
  categories,
  products,
  filters,
  counts,
  onSearch,
  onChange,
  onReset,
}: ShopProductsProps) {
  const { t, i18n } = useTranslation('shop');
  // An empty choice names itself as such, so the visitor knows before choosing it.
  const withCount = (label: string, amount: number) =>
    amount === 0
      ? t('products.optionNone', { label })
      : t('products.optionCount', { label, amount });
  const shown = filterShopProducts(products, filters);
  const pick = <T extends string>(list: readonly T[], value: string): T =>
    list.find((item) => item === value) ?? (list[0] as T);

  return (
    <section className={styles.section} aria-labelledby={PRODUCTS_HEADING_ID}>
      <Container>
        <Heading level={2} id={PRODUCTS_HEADING_ID} tabIndex={-1} className={styles.heading}>
          {t('products.heading')}
        </Heading>
        {/* The prerendered grid cannot filter: without JavaScript a note stands in for the form. */}
        <form
          className={`${styles.filters} ${needsScript}`}
          aria-label={t('products.filtersLabel')}
          role="search"
          onSubmit={(event) => event.preventDefault()}
        >
          <SearchBox
            label={t('products.searchLabel')}
            clearLabel={t('products.clearSearch')}
            placeholder={t('products.searchPlaceholder')}
            name="q"
            value={filters.q}
            onValueChange={onSearch}
            autoComplete="off"
            className={styles.search}
          />
          <SelectField
            label={t('products.categoryLabel')}
            name="category"
            value={filters.category}
            onChange={(event) =>
              onChange({ category: pick(SHOP_CATEGORY_FILTERS, event.target.value) })
            }
            options={[
              {
                value: 'all',
                label: withCount(t('products.allCategories'), counts.categories.all),
              },
              ...categories.map((category) => ({
                value: category.id,
                label: withCount(
                  t(`categoryNames.${category.id}`, { defaultValue: category.name }),
                  counts.categories[category.id],
                ),
              })),
            ]}
          />
          <SelectField
            label={t('products.priceLabel')}
            name="price"
            value={filters.price}
            onChange={(event) => onChange({ price: pick(SHOP_PRICE_RANGES, event.target.value) })}
            options={SHOP_PRICE_RANGES.map((range) => ({
              value: range,
              label: withCount(
                range === 'all'
                  ? t('products.prices.all')
                  : moneyBand(t, i18n.language, 'shop:products.prices', range, priceKeys[range]),
                counts.prices[range],
              ),
            }))}
          />
          <SelectField
            label={t('products.sortLabel')}
            name="sort"
            value={filters.sort}
            onChange={(event) => onChange({ sort: pick(SHOP_SORTS, event.target.value) })}
            options={SHOP_SORTS.map((sort) => ({
              value: sort,
              label: t(`products.sorts.${sortKeys[sort]}`),
            }))}
          />
        </form>
        <FiltersNeedScript />
        <div className={styles.summary}>
          <p role="status" className={styles.count}>
            {/* The noun agrees with the whole range (`count`), as in `3 of 1 product` never reads. */}
            {t('products.showing', { count: products.length, shown: shown.length })}
          </p>
          {isFiltered(filters) ? (
            <Button variant="ghost" onClick={onReset}>
              {t('products.reset')}
            </Button>
          ) : null}
        </div>
        {shown.length > 0 ? (
          <ul className={styles.grid}>
            {shown.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </ul>
        ) : (
          <ComingSoon />
        )}
      </Container>
    </section>
  );
}
