import { SHOP_CARD_MAX_TAGS, type ShopProduct } from '@travel/catalog';
import { CardMedia } from '@travel/illustrations';
import { Badge, Heading, Rating, Text, VisuallyHidden, buttonClassName } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { money } from '../../lib/locale-format.ts';
import * as styles from './ProductCard.css.ts';
import { englishAttrs } from '../../lib/catalog-fallback.tsx';

/**
 * One product: art, title, at most two tags, rating (or New), price and its marketplace link
 * (`etsyUrl`: /shop's loader gives the listing in the shop of the build's configuration).
 */
export function ProductCard({ product }: { product: ShopProduct }) {
  const { t, i18n } = useTranslation('shop');
  const { t: tc } = useTranslation('common');
  return (
    <li className={styles.card}>
      <div className={styles.media}>
        <CardMedia scene={product.scene} image={product.image} aspectRatio="4/3" />
        <div className={styles.flags}>
          {product.featured ? <Badge tone="accent">{t('products.featured')}</Badge> : null}
          {product.inStock ? null : <Badge tone="danger">{t('products.outOfStock')}</Badge>}
        </div>
      </div>
      <div className={styles.body}>
        <Heading level={3} size="large" {...englishAttrs(product, 'title')}>
          {product.title}
        </Heading>
        <Text size="small" tone="muted" {...englishAttrs(product, 'description')}>
          {product.description}
        </Text>
        <ul className={styles.tags} aria-label={t('products.tagsLabel')}>
          {product.tags.slice(0, SHOP_CARD_MAX_TAGS).map((tag) => (
            <li key={tag}>
              <Badge lang="en" dir="ltr">
                {tag.replaceAll('-', ' ')}
              </Badge>
            </li>
          ))}
        </ul>
        <div className={styles.footer}>
          <div className={styles.priceRow}>
            <Text as="span" size="xlarge" weight="bold">
              <VisuallyHidden>{t('products.price')}: </VisuallyHidden>
              {money(i18n.language, product.price)}
            </Text>
            {product.originalPrice ? (
              <Text as="span" size="small" tone="muted" className={styles.originalPrice}>
                {t('products.originalPrice', {
                  price: money(i18n.language, product.originalPrice),
                })}
              </Text>
            ) : null}
          </div>
          {product.reviews === 0 ? (
            <Badge tone="success">{t('products.new')}</Badge>
          ) : (
            <Rating
              size="small"
              value={product.rating}
              label={t('products.ratingLabel', { rating: product.rating, count: product.reviews })}
              count={product.reviews}
            />
          )}
        </div>
        <a
          href={product.etsyUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClassName({ variant: 'secondary', fullWidth: true })}
        >
          {t('products.buy')}
          <VisuallyHidden>
            {': '}
            <span {...englishAttrs(product, 'title')}>{product.title}</span>{' '}
            {tc('footer.opensInNewTab')}
          </VisuallyHidden>
        </a>
      </div>
    </li>
  );
}
