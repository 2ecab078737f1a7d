import type { TrustClaim } from '@travel/catalog';
import { Badge, Card, Container, Heading, Section, Text } from '@travel/ui';
import { Clock, CreditCard, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { trustClaimText } from '../../lib/catalog-text.ts';
import { isolatedLtr } from '../../lib/locale-format.ts';
import { site } from '../../site.ts';
import { TrustIcon } from '../../components/TrustIcon.tsx';
import { FlightBookingForm } from './FlightBookingForm.tsx';
import * as styles from './FlightBookingSection.css.ts';

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

export interface FlightBookingSectionProps {
  /**
   * The side card's promises, in order: the route's loader gives them (catalog.server.ts), so
   * the catalog module does not ship with the page.
   */
  benefits: readonly FlightBenefit[];
}

/**
 * /flight-booking (spec §2): the section `#flight-booking` with its header, the side card
 * "Why Book with {brand}?" and the request form card, then the reply promise.
 */
export function FlightBookingSection({ benefits }: FlightBookingSectionProps) {
  const { t, i18n } = useTranslation('flight');
  return (
    <Section
      id="flight-booking"
      aria-labelledby="flight-booking-title"
      padding="large"
      className={styles.band}
    >
      <Container>
        <header className={styles.header}>
          <p className={styles.eyebrow}>{t('header.eyebrow')}</p>
          <Heading level={1} size="display" id="flight-booking-title" align="center">
            {t('header.title')}
          </Heading>
          <Text size="large" tone="muted" align="center" className={styles.subtitle}>
            {t('header.subtitle')}
          </Text>
        </header>

        <div className={styles.layout}>
          <Card
            as="section"
            tone="sunken"
            aria-labelledby="flight-why-title"
            className={styles.side}
          >
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

          <Card as="section" aria-labelledby="flight-form-title" className={styles.formCard}>
            <Heading level={2} id="flight-form-title">
              {t('form.title')}
            </Heading>
            <Text tone="muted">{t('form.intro')}</Text>
            <FlightBookingForm />
          </Card>
        </div>

        <p className={styles.footnote}>
          <Clock className={styles.footnoteIcon} aria-hidden="true" />
          {t('footnote')}
        </p>
      </Container>
    </Section>
  );
}
