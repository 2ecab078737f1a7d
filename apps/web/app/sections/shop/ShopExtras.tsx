import { Container, Heading, Icon, Text, buttonClassName } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/localized.tsx';
import * as styles from './ShopExtras.css.ts';

/**
 * Request Custom Design and the free-shipping claim, after the products. `freeShippingAmount`:
 * the order total over which shipping is free, as shown (`$35`).
 */
export function ShopExtras({ freeShippingAmount: amount }: { freeShippingAmount: string }) {
  const { t } = useTranslation('shop');
  return (
    <section className={styles.section} aria-labelledby="shop-custom">
      <Container className={styles.grid}>
        <div className={styles.panel}>
          <Icon name="Sparkles" className={styles.icon} />
          <Heading level={2} size="xlarge" id="shop-custom">
            {t('custom.title')}
          </Heading>
          <Text tone="muted">{t('custom.body')}</Text>
          <Link to="/contact" className={buttonClassName({ size: 'large' })}>
            {t('custom.cta')}
          </Link>
        </div>
        <div className={styles.panel}>
          <Icon name="Package" className={styles.icon} />
          <Heading level={2} size="xlarge">
            {t('shipping.title', { amount })}
          </Heading>
          <Text tone="muted">{t('shipping.body', { amount })}</Text>
        </div>
      </Container>
    </section>
  );
}
