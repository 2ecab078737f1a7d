import type { Destination } from '@travel/catalog';
import { Card, Container, Heading, Rating, Section, Text, buttonClassName } from '@travel/ui';
import { CalendarDays, Check, Clock, MapPin, Star, Tag, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/localized.tsx';
import * as styles from './DestinationDetails.css.ts';
import { CATEGORY_LABEL_KEYS } from './labels.ts';
import { planTripHref } from '../../lib/plan-trip-href.ts';
import { itineraryDaysOf, priceOf, travelersOf, tripDaysOf } from '../../lib/locale-format.ts';
import { englishAttrs } from '../../lib/catalog-fallback.tsx';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>
        <span className={styles.factIcon} aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}

/** Overview, highlights and the day-by-day itinerary, beside the trip's facts and the call to plan it. */
export function DestinationDetails({ destination }: { destination: Destination }) {
  const { t, i18n } = useTranslation('destinations');
  return (
    <Section padding="medium">
      <Container className={styles.layout}>
        <div className={styles.main}>
          <section aria-labelledby="overview-title" className={styles.block}>
            <Heading level={2} id="overview-title">
              {t('detail.overview')}
            </Heading>
            {destination.overview.map((paragraph, index) => (
              <Text
                key={paragraph.slice(0, 32)}
                className={styles.paragraph}
                {...englishAttrs(destination, `overview.${index}`)}
              >
                {paragraph}
              </Text>
            ))}
          </section>

          <section aria-labelledby="highlights-title" className={styles.block}>
            <Heading level={2} id="highlights-title">
              {t('detail.highlights')}
            </Heading>
            <ul className={styles.highlights}>
              {destination.highlights.map((highlight, index) => (
                <li key={highlight} className={styles.highlight}>
                  <Check className={styles.checkIcon} aria-hidden="true" />
                  <span {...englishAttrs(destination, `highlights.${index}`)}>{highlight}</span>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="itinerary-title" className={styles.block}>
            <Heading level={2} id="itinerary-title">
              {t('detail.itinerary')}
            </Heading>
            <ol className={styles.itinerary}>
              {destination.itinerary.map((stop, index) => (
                <li key={stop.days} className={styles.stop}>
                  <span className={styles.stopDays}>
                    {itineraryDaysOf(t, i18n.language, stop.firstDay, stop.lastDay)}
                  </span>
                  <div className={styles.stopBody}>
                    <Heading
                      level={3}
                      size="standard"
                      {...englishAttrs(destination, `itinerary.${index}.title`)}
                    >
                      {stop.title}
                    </Heading>
                    <Text
                      tone="muted"
                      {...englishAttrs(destination, `itinerary.${index}.description`)}
                    >
                      {stop.description}
                    </Text>
                  </div>
                </li>
              ))}
            </ol>
          </section>
        </div>

        <aside aria-labelledby="facts-title" className={styles.aside}>
          <Card padding="large" className={styles.factsCard}>
            <Heading level={2} size="large" id="facts-title">
              {t('detail.facts')}
            </Heading>
            <dl className={styles.facts}>
              <Fact icon={<MapPin />} label={t('detail.location')}>
                <span {...englishAttrs(destination, 'location')}>{destination.location}</span>
              </Fact>
              <Fact icon={<Tag />} label={t('detail.style')}>
                {t(`categories.${CATEGORY_LABEL_KEYS[destination.category]}`)}
              </Fact>
              <Fact icon={<Clock />} label={t('detail.duration')}>
                {tripDaysOf(i18n.language, destination.durationDays)}
              </Fact>
              <Fact icon={<Users />} label={t('detail.groupSize')}>
                {travelersOf(t, i18n.language, destination.travelers)}
              </Fact>
              <Fact icon={<CalendarDays />} label={t('detail.bestTime')}>
                <span {...englishAttrs(destination, 'bestTime')}>{destination.bestTime}</span>
              </Fact>
              <Fact icon={<Star />} label={t('detail.rating')}>
                <Rating
                  value={destination.rating}
                  label={t('card.rating', { rating: destination.rating })}
                  count={destination.reviewCount}
                  countLabel={t('card.reviews', { count: destination.reviewCount })}
                  size="small"
                />
              </Fact>
            </dl>
            <p className={styles.price}>
              <span className={styles.priceLabel}>{t('detail.price')}</span>
              {priceOf(t, i18n.language, destination.priceFromUsd, true)}
            </p>
            <Text size="small" tone="muted">
              {t('detail.planBody')}
            </Text>
            <Link
              to={planTripHref(destination.name)}
              className={buttonClassName({ size: 'large', fullWidth: true })}
            >
              {t('detail.plan')}
            </Link>
          </Card>
        </aside>
      </Container>
    </Section>
  );
}
