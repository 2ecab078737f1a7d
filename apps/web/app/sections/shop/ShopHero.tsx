import { Scene } from '@travel/illustrations';
import { VisuallyHidden, buttonClassName } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { Hero } from '../../components/Hero.tsx';
import { site } from '../../site.ts';
import { PRODUCTS_HEADING_ID, scrollToProducts } from './scroll-to-products.ts';
import * as styles from './ShopHero.css.ts';

export function ShopHero() {
  const { t } = useTranslation('shop');
  const { t: tc } = useTranslation('common');
  return (
    <Hero
      id="shop-title"
      eyebrow={t('hero.eyebrow', { brand: site.brand })}
      title={t('hero.title')}
      subtitle={t('hero.subtitle')}
      spacing="even"
      columns="1.1"
      actions={
        <>
          {/* A plain anchor without JavaScript; with it, a smooth scroll that also moves focus. */}
          <a
            href={`#${PRODUCTS_HEADING_ID}`}
            className={buttonClassName({ size: 'large' })}
            onClick={(event) => {
              event.preventDefault();
              scrollToProducts();
            }}
          >
            {t('hero.shopNow')}
          </a>
          <a
            href={site.marketplaceShopUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClassName({ size: 'large', variant: 'secondary' })}
          >
            {t('hero.visitEtsy')}
            <VisuallyHidden> {tc('footer.opensInNewTab')}</VisuallyHidden>
          </a>
        </>
      }
      media={
        <div className={styles.art}>
          <Scene name="santorini" aspectRatio="4/3" loading="eager" className={styles.scene} />
          <Scene name="fuji" aspectRatio="1/1" loading="eager" className={styles.sceneSmall} />
        </div>
      }
    />
  );
}
