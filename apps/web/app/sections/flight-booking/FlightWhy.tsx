import type { TrustClaim } from '@travel/catalog';
import { Badge, Card, Heading, Text } from '@travel/ui';
import { CreditCard, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { trustClaimText } from '../../lib/catalog-text.ts';
import { isolatedLtr } from '../../lib/locale-format.ts';
import { site } from '../../site.ts';
import { TrustIcon } from '../../components/TrustIcon.tsx';
import * as styles from './FlightWhy.css.ts';

/** Accepted payment types (spec §1), paid only after a personalised quote. */
export const PAYMENT_TYPES = [
  'visa',
  'mastercard',
  'amex',
  'discover',
  'debit',
  'credit',
  'bank',
] as const;

/** A promise of the side card: a catalog trust claim without its figure, which it does not show. */
export type FlightBenefit = Omit<TrustClaim, 'value'>;

/**
 * The side card of /flight-booking (spec §2): "Why Book with {brand}?", its promises (the
 * catalog's trust claims, from the route's loader), the payment types and the phone line.
 */
export function FlightWhy({ benefits }: { benefits: readonly FlightBenefit[] }) {
  const { t, i18n } = useTranslation('flight');
  return (
    <Card as="section" tone="sunken" aria-labelledby="flight-why-title" className={styles.side}>
      <Heading level={2} size="large" id="flight-why-title">
        {t('why.title', { brand: site.brand })}
      </Heading>
      <ul className={styles.benefits}>
        {benefits
          .map((entry) => ({ ...entry, ...trustClaimText(t, i18n.language, entry) }))
          .map((claim) => (
            <li key={claim.id} className={styles.benefit}>
              <span className={styles.benefitIcon}>
                <TrustIcon name={claim.icon} />
              </span>
              <div>
                <p className={styles.benefitTitle}>{claim.title}</p>
                <Text size="small" tone="muted">
                  {claim.description}
                </Text>
              </div>
            </li>
          ))}
      </ul>
      <div className={styles.payments}>
        <Heading level={3} size="standard" className={styles.paymentTitle}>
          <CreditCard className={styles.inlineIcon} aria-hidden="true" />
          {t('why.paymentTitle')}
        </Heading>
        <ul className={styles.badges}>
          {PAYMENT_TYPES.map((type) => (
            <li key={type}>
              <Badge>{t(`why.payments.${type}`)}</Badge>
            </li>
          ))}
        </ul>
        <Text size="small" tone="muted">
          {t('why.paymentNote')}
        </Text>
      </div>
      <div className={styles.call}>
        <Text size="small" weight="medium">
          {t('why.callPrompt')}
        </Text>
        <a href={`tel:${site.phoneHref}`} className={styles.callLink}>
          <Phone className={styles.inlineIcon} aria-hidden="true" />
          {t('why.call', { phone: isolatedLtr(i18n.language, site.phone) })}
        </a>
      </div>
    </Card>
  );
}
