import { Container, Heading, Icon, Text, buttonClassName, type IconName } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/localized.tsx';
import * as styles from './PrintProcess.css.ts';

const steps = [
  { id: 'choose', icon: 'ShoppingBag' },
  { id: 'print', icon: 'Printer' },
  { id: 'ship', icon: 'Package' },
  { id: 'enjoy', icon: 'Image' },
] as const satisfies readonly { id: string; icon: IconName }[];

export interface PrintProcessProps {
  /** The order total over which shipping is free, as shown (`$35`). */
  freeShippingAmount: string;
  /** How many tees /shop offers. */
  apparelCount: number;
}

/** How printing and shipping work, then the tees on /shop and the custom-print call to action. */
export function PrintProcess({ freeShippingAmount: amount, apparelCount }: PrintProcessProps) {
  const { t } = useTranslation('shop', { keyPrefix: 'printStore' });
  return (
    <>
      <section className={styles.section} aria-labelledby="print-process">
        <Container>
          <Heading level={2} id="print-process" className={styles.heading}>
            {t('process.heading')}
          </Heading>
          <ol className={styles.steps}>
            {steps.map(({ id, icon }, index) => (
              <li key={id} className={styles.step}>
                <span className={styles.number} aria-hidden="true">
                  {index + 1}
                </span>
                <Icon name={icon} className={styles.icon} />
                <Heading level={3} size="large">
                  {t(`process.steps.${id}.title`)}
                </Heading>
                <Text size="small" tone="muted">
                  {t(`process.steps.${id}.body`, { amount })}
                </Text>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section className={styles.band} aria-labelledby="print-apparel">
        <Container className={styles.bandInner}>
          <div className={styles.bandCopy}>
            <Heading level={2} size="large" id="print-apparel">
              {t('apparel.heading')}
            </Heading>
            <Text tone="muted">{t('apparel.body', { count: apparelCount })}</Text>
          </div>
          <Link to="/shop" className={buttonClassName({ variant: 'secondary' })}>
            {t('apparel.cta')}
          </Link>
        </Container>
      </section>

      <section className={styles.section} aria-labelledby="print-cta">
        <Container>
          <div className={styles.cta}>
            <Heading level={2} id="print-cta" align="center">
              {t('cta.title')}
            </Heading>
            <Text align="center" tone="muted" className={styles.ctaBody}>
              {t('cta.body')}
            </Text>
            <Link to="/contact" className={buttonClassName({ size: 'large' })}>
              {t('cta.button')}
            </Link>
          </div>
        </Container>
      </section>
    </>
  );
}
