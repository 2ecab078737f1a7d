import type { ShopCategory, ShopCategoryId } from '@travel/catalog';
import { Badge, Container, Heading, Icon, Text } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { needsScript } from '../../components/scripting.css.ts';
import type { ShopCategoryFilter } from './filter.ts';
import { PRODUCTS_HEADING_ID } from './scroll-to-products.ts';
import * as styles from './ShopCategories.css.ts';
import { englishAttrs } from '../../lib/catalog-fallback.tsx';

export interface ShopCategoriesProps {
  /** The six categories, in the catalog's order (the route's loader data). */
  categories: readonly ShopCategory[];
  selected: ShopCategoryFilter;
  /** How many products choosing each category would show (`shopFacetCounts`). */
  counts: Record<ShopCategoryFilter, number>;
  onSelect: (category: ShopCategoryId) => void;
}

/**
 * The six category cards; each sets the category filter and brings the products into view.
 * A card says how many products it holds, and an empty one says so before it is chosen. The
 * Browse link is the card's one control; its ::after covers the card, so a click anywhere on
 * the card follows it (no control nested in another, one tab stop per card).
 */
export function ShopCategories({ categories, selected, counts, onSelect }: ShopCategoriesProps) {
  const { t } = useTranslation('shop');
  return (
    <section className={styles.section} aria-labelledby="shop-categories">
      <Container>
        <div className={styles.header}>
          <Heading level={2} id="shop-categories">
            {t('categories.heading')}
          </Heading>
          <Text tone="muted">{t('categories.intro')}</Text>
        </div>
        <ul className={styles.grid}>
          {categories.map((category) => {
            const current = selected === category.id;
            const count = counts[category.id];
            const name = t(`categoryNames.${category.id}`, { defaultValue: category.name });
            return (
              <li key={category.id} className={current ? styles.cardSelected : styles.card}>
                <span className={styles.iconBadge}>
                  <Icon name={category.icon} className={styles.icon} />
                </span>
                <Heading level={3} size="large">
                  {name}
                </Heading>
                <Text
                  size="small"
                  tone="muted"
                  className={styles.description}
                  {...englishAttrs(category, 'description')}
                >
                  {category.description}
                </Text>
                <Text size="small" weight="medium" tone={count === 0 ? 'muted' : 'standard'}>
                  {count === 0 ? t('categories.none') : t('categories.count', { count })}
                </Text>
                {current ? <Badge tone="primary">{t('categories.selected')}</Badge> : null}
                {/* Sets the grid's filter, which the prerendered page cannot: no JavaScript, no link. */}
                <a
                  href={`?category=${category.id}#${PRODUCTS_HEADING_ID}`}
                  className={`${styles.link} ${needsScript}`}
                  aria-current={current ? 'true' : undefined}
                  aria-label={
                    count === 0
                      ? t('categories.browseNone', { name })
                      : t('categories.browseCount', { name, count })
                  }
                  onClick={(event) => {
                    event.preventDefault();
                    onSelect(category.id);
                  }}
                >
                  {t('categories.browse', { name })}
                </a>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
