import type { HomeCatalog } from './catalog.server.ts';
import { CardMedia } from '@travel/illustrations';
import { Container, Icon, Section, buttonClassName } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/localized.tsx';
import * as cards from './cards.css.ts';
import * as styles from './DestinationsSection.css.ts';
import { planTripHref } from '../../lib/plan-trip-href.ts';
import { SectionHeader } from '../../components/SectionHeader.tsx';
import { englishAttrs } from '../../lib/catalog-fallback.tsx';

/**
 * The eight home destinations, each with a way to start planning (spec §2 Home): the contact
 * form with the destination filled in (France, Iceland, Indonesia and Peru have no page).
 */
export function DestinationsSection({ homeDestinations }: Pick<HomeCatalog, 'homeDestinations'>) {
  const { t } = useTranslation('home');
  return (
    <Section id="destinations" tone="sunken" aria-labelledby="destinations-title">
      <Container>
        <SectionHeader
          id="destinations-title"
          eyebrow={t('destinations.eyebrow')}
          title={t('destinations.title')}
          intro={t('destinations.intro')}
        />
        <ul className={`${cards.list} ${styles.grid}`}>
          {homeDestinations.map((destination) => (
            <li
              key={destination.id}
              className={`${cards.card} ${cards.lift}`}
              data-card="destination"
            >
              <div className={styles.media}>
                <CardMedia
                  scene={destination.scene}
                  image={destination.image}
                  title={destination.alt}
                  lang={englishAttrs(destination, 'alt')?.lang}
                  aspectRatio="4/3"
                  className={styles.scene}
                />
                <h3 className={styles.name} {...englishAttrs(destination, 'name')}>
                  {destination.name}
                </h3>
              </div>
              <div className={cards.body}>
                <p className={cards.text} {...englishAttrs(destination, 'description')}>
                  {destination.description}
                </p>
                <div className={cards.foot}>
                  <Link
                    to={planTripHref(destination.name)}
                    className={cards.arrowLink}
                    aria-label={t('destinations.planTripLabel', { name: destination.name })}
                  >
                    {t('destinations.planTrip')}
                    <Icon name="ArrowRight" className={cards.arrow} />
                  </Link>
                </div>
              </div>
            </li>
          ))}
        </ul>
        <div className={cards.actions}>
          <Link
            to="/destinations"
            className={buttonClassName({ size: 'large', variant: 'secondary' })}
          >
            {t('destinations.exploreAll')}
          </Link>
        </div>
      </Container>
    </Section>
  );
}
