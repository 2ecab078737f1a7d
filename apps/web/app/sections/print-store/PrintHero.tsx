import { Scene } from '@travel/illustrations';
import { VisuallyHidden, buttonClassName } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/localized.tsx';
import { Hero } from '../../components/Hero.tsx';
import { site } from '../../site.ts';
import * as styles from './PrintHero.css.ts';

export function PrintHero() {
  const { t } = useTranslation('shop', { keyPrefix: 'printStore' });
  const { t: tc } = useTranslation('common');
  return (
    <Hero
      id="print-title"
      eyebrow={t('hero.eyebrow')}
      title={t('hero.title')}
      subtitle={t('hero.subtitle')}
      spacing="even"
      columns="1.1"
      actions={
        <>
          <a
            href={site.marketplaceShopUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClassName({ size: 'large' })}
          >
            {t('hero.visitShop')}
            <VisuallyHidden> {tc('footer.opensInNewTab')}</VisuallyHidden>
          </a>
          <Link to="/contact" className={buttonClassName({ size: 'large', variant: 'secondary' })}>
            {t('hero.customPrint')}
          </Link>
        </>
      }
      media={
        <div className={styles.frames} aria-hidden="true">
          <div className={styles.frame}>
            <Scene name="iceland-aurora" aspectRatio="3/2" loading="eager" />
          </div>
          <div className={styles.frameSmall}>
            <Scene name="kyoto" aspectRatio="1/1" loading="eager" />
          </div>
        </div>
      }
    />
  );
}
