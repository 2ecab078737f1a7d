import { Card, Container, Heading, Section, Text } from '@travel/ui';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { deferred } from '../../lib/deferred.tsx';
import { FlightBookingForm } from './FlightBookingForm.tsx';
import * as styles from './FlightBookingSection.css.ts';
import type { FlightBenefit } from './FlightWhy.tsx';

export interface FlightBookingSectionProps {
  /** The side card's promises, in order: the route's loader gives them (catalog.server.ts). */
  benefits: readonly FlightBenefit[];
}

/**
 * The side card "Why Book with {brand}?": text and a phone link, nothing to do before the
 * visitor follows it, so its code is fetched and it hydrates after the rest of the page
 * (lib/deferred.tsx). The form beside it hydrates with the page.
 */
const FlightWhy = deferred(() => import('./FlightWhy.tsx').then((module) => module.FlightWhy));

/**
 * /flight-booking (spec §2): the section `#flight-booking` with its header, the side card
 * "Why Book with {brand}?" and the request form card, then the reply promise.
 */
export function FlightBookingSection({ benefits }: FlightBookingSectionProps) {
  const { t } = useTranslation('flight');
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
          <FlightWhy benefits={benefits} />

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
