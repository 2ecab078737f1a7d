import { CardMedia } from '@travel/illustrations';
import { englishAttrs } from '../../lib/catalog-fallback.tsx';
import { Badge, Card, Heading, Rating, Text, VisuallyHidden } from '@travel/ui';
import { ArrowRight, Check, Clock, MapPin, Sparkles, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/localized.tsx';
import * as styles from './DestinationCard.css.ts';
import type { DestinationSummary } from './summary.ts';
import { CATEGORY_LABEL_KEYS } from './labels.ts';
import { priceOf, travelersOf, tripDaysOf } from '../../lib/locale-format.ts';

export interface DestinationCardProps {
  destination: DestinationSummary;
  /** Level of the card's title in the page outline. */
  headingLevel?: 2 | 3;
  /** The larger, side-by-side card of the Featured block. */
  featured?: boolean;
}

/**
 * One destination as a list item: picture, name, place, description, facts, rating, price,
 * category and highlights. The title links to /destinations/{slug}, and that link covers the
 * whole card so the card is one target with one accessible name.
 */
export function DestinationCard({
  destination,
  headingLevel = 3,
  featured = false,
}: DestinationCardProps) {
  const { t, i18n } = useTranslation('destinations');
  const {
    slug,
    name,
    location,
    scene,
    alt,
    description,
    durationDays,
    travelers: group,
    rating,
    reviewCount,
    priceFromUsd,
    category,
    highlights,
  } = destination;
  const titleId = `destination-${slug}${featured ? '-featured' : ''}`;

  return (
    <Card as="li" padding="small" className={featured ? styles.featuredRoot : styles.root}>
      <div className={styles.media}>
        <CardMedia
          scene={scene}
          image={destination.image}
          title={alt}
          lang={englishAttrs(destination, 'alt')?.lang}
          aspectRatio={featured ? '4/3' : '16/9'}
          className={styles.scene}
        />
        <div className={styles.badges}>
          <Badge tone="primary">{t(`categories.${CATEGORY_LABEL_KEYS[category]}`)}</Badge>
          {featured ? (
            <Badge tone="accent" icon={<Sparkles />}>
              {t('featured.badge')}
            </Badge>
          ) : null}
        </div>
      </div>

      <div className={styles.body}>
        <Heading level={headingLevel} size={featured ? 'xlarge' : 'large'} id={titleId}>
          <Link
            to={`/destinations/${slug}`}
            className={styles.titleLink}
            {...englishAttrs(destination, 'name')}
          >
            {name}
          </Link>
        </Heading>
        <Text size="small" tone="muted" className={styles.location}>
          <MapPin className={styles.icon} aria-hidden="true" />
          <span {...englishAttrs(destination, 'location')}>{location}</span>
        </Text>
        <Rating
          value={rating}
          label={t('card.rating', { rating })}
          count={reviewCount}
          countLabel={t('card.reviews', { count: reviewCount })}
          size="small"
        />
        <Text className={styles.description} {...englishAttrs(destination, 'description')}>
          {description}
        </Text>

        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>
              <Clock className={styles.icon} aria-hidden="true" />
              {t('card.duration')}
            </dt>
            <dd className={styles.factValue}>{tripDaysOf(i18n.language, durationDays)}</dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>
              <Users className={styles.icon} aria-hidden="true" />
              {t('card.groupSize')}
            </dt>
            <dd className={styles.factValue}>{travelersOf(t, i18n.language, group)}</dd>
          </div>
        </dl>

        <div className={styles.highlights}>
          <Text as="span" size="small" weight="bold">
            {t('card.highlights')}
          </Text>
          <ul className={styles.highlightList}>
            {highlights.map((highlight) => (
              <li key={highlight} className={styles.highlight}>
                <Check className={styles.checkIcon} aria-hidden="true" />
                <span {...englishAttrs(destination, 'highlights')}>{highlight}</span>
              </li>
            ))}
          </ul>
        </div>

        <div className={styles.footer}>
          <p className={styles.price}>
            <VisuallyHidden>{t('card.price')}: </VisuallyHidden>
            {priceOf(t, i18n.language, priceFromUsd, true)}
          </p>
          {/* The title's link already names the trip; this is its visual cue only. */}
          <span className={styles.more} aria-hidden="true">
            {t('card.view')}
            <ArrowRight className={styles.arrow} />
          </span>
        </div>
      </div>
    </Card>
  );
}
