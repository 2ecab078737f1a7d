import { Scene } from '@travel/illustrations';
import { Container, Heading, Text, VisuallyHidden, buttonClassName } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { site } from '../../site.ts';
import * as styles from './PrintHero.css.ts';

export function PrintHero() {
  const { t } = useTranslation('shop', { keyPrefix: 'printStore' });
  const { t: tc } = useTranslation('common');
  return (
    <section className={styles.hero} aria-labelledby="print-title">
      <Container className={styles.inner}>
        <div className={styles.copy}>
          <Text size="small" weight="bold" tone="accent" className={styles.eyebrow}>
            {t('hero.eyebrow')}
          </Text>
          <Heading level={1} size="display" id="print-title">
            {t('hero.title')}
          </Heading>
          <Text size="large" tone="muted">
            {t('hero.subtitle')}
          </Text>
          <div className={styles.actions}>
            <a
              href={site.marketplaceShopUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClassName({ size: 'large' })}
            >
              {t('hero.visitShop')}
              <VisuallyHidden> {tc('footer.opensInNewTab')}</VisuallyHidden>
            </a>
            <Link
              to="/contact"
              className={buttonClassName({ size: 'large', variant: 'secondary' })}
            >
              {t('hero.customPrint')}
            </Link>
          </div>
        </div>
        <div className={styles.frames} aria-hidden="true">
          <div className={styles.frame}>
            <Scene name="iceland-aurora" aspectRatio="3/2" loading="eager" />
          </div>
          <div className={styles.frameSmall}>
            <Scene name="kyoto" aspectRatio="1/1" loading="eager" />
          </div>
        </div>
      </Container>
    </section>
  );
}
