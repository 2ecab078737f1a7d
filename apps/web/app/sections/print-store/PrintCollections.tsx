import type { ShopCategory } from '@travel/catalog';
import { Container, Heading, Icon, Text, VisuallyHidden } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { site } from '../../site.ts';
import * as styles from './PrintCollections.css.ts';
import { englishAttrs } from '../../lib/catalog-fallback.tsx';

/**
 * The store's collections (the shop's categories, prints first), each opening the marketplace
 * shop in a new tab.
 */
export function PrintCollections({ collections }: { collections: readonly ShopCategory[] }) {
  // Prints lead: this is the print store; the other collections carry the same art.
  const ordered = [...collections].sort(
    (a, b) => Number(b.id === 'prints') - Number(a.id === 'prints'),
  );
  const { t } = useTranslation('shop', { keyPrefix: 'printStore' });
  const { t: tc } = useTranslation('common');
  return (
    <section className={styles.section} aria-labelledby="print-collections">
      <Container>
        <div className={styles.header}>
          <Heading level={2} id="print-collections">
            {t('collections.heading')}
          </Heading>
          <Text tone="muted">{t('collections.intro')}</Text>
        </div>
        <ul className={styles.grid}>
          {ordered.map((collection) => (
            <li key={collection.id} className={styles.card}>
              <span className={styles.iconBadge}>
                <Icon name={collection.icon} className={styles.icon} />
              </span>
              <Heading level={3} size="large" {...englishAttrs(collection, 'name')}>
                {collection.name}
              </Heading>
              <Text
                size="small"
                tone="muted"
                className={styles.description}
                {...englishAttrs(collection, 'description')}
              >
                {collection.description}
              </Text>
              <a
                href={site.marketplaceShopUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.link}
              >
                {t('collections.browse', { name: collection.name })}
                <VisuallyHidden> {tc('footer.opensInNewTab')}</VisuallyHidden>
              </a>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
