import type { Destination } from '@travel/catalog';
import { CardMedia } from '@travel/illustrations';
import { Badge, Rating, Text, buttonClassName } from '@travel/ui';
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/localized.tsx';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { Hero } from '../../components/Hero.tsx';
import * as styles from './DestinationDetailHero.css.ts';
import { CATEGORY_LABEL_KEYS, CONTINENT_LABEL_KEYS } from './labels.ts';
import { planTripHref } from '../../lib/plan-trip-href.ts';
import { priceOf } from '../../lib/locale-format.ts';
import { englishAttrs } from '../../lib/catalog-fallback.tsx';

/** Top of a destination page: trail, title, place, rating, summary, the call to plan it and a large picture. */
export function DestinationDetailHero({ destination }: { destination: Destination }) {
  const { t, i18n } = useTranslation('destinations');
  return (
    <Hero
      as="header"
      trail={
        <Breadcrumbs
          label={t('breadcrumbLabel')}
          items={[
            { name: t('home'), path: '/' },
            { name: t('breadcrumb'), path: '/destinations' },
            { name: destination.name, lang: englishAttrs(destination, 'name')?.lang },
          ]}
        />
      }
      above={
        <div className={styles.badges}>
          <Badge tone="primary">
            {t(`categories.${CATEGORY_LABEL_KEYS[destination.category]}`)}
          </Badge>
          <Badge>{t(`continents.${CONTINENT_LABEL_KEYS[destination.continent]}`)}</Badge>
        </div>
      }
      title={destination.name}
      titleLang={englishAttrs(destination, 'name')?.lang}
      spacing="detail"
      columns="detail"
      media={
        <CardMedia
          scene={destination.scene}
          image={destination.image}
          loading="eager"
          title={destination.alt}
          lang={englishAttrs(destination, 'alt')?.lang}
          aspectRatio="4/3"
          className={styles.scene}
        />
      }
    >
      <Text size="large" tone="muted" className={styles.location}>
        <MapPin className={styles.icon} aria-hidden="true" />
        <span {...englishAttrs(destination, 'location')}>{destination.location}</span>
      </Text>
      <Rating
        value={destination.rating}
        label={t('card.rating', { rating: destination.rating })}
        count={destination.reviewCount}
        countLabel={t('card.reviews', { count: destination.reviewCount })}
      />
      <Text size="large" {...englishAttrs(destination, 'description')}>
        {destination.description}
      </Text>
      <div className={styles.actions}>
        <Link to={planTripHref(destination.name)} className={buttonClassName({ size: 'large' })}>
          {t('detail.plan')}
        </Link>
        <p className={styles.price}>{priceOf(t, i18n.language, destination.priceFromUsd, true)}</p>
      </div>
    </Hero>
  );
}
