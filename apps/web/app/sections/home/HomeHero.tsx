import type { HomeCatalog } from './catalog.server.ts';
import { Scene } from '@travel/illustrations';
import { Container, Icon, buttonClassName } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/localized.tsx';
import { site } from '../../site.ts';
import * as styles from './HomeHero.css.ts';

/**
 * Headline, the three ways in (book a flight, start a journey, explore services), three
 * figures, and a drawing of the Aegean. The drawing is inline SVG in the prerendered HTML: the
 * largest thing on a wide screen paints with the first byte of markup, with no image request.
 */
export function HomeHero({ statistics }: Pick<HomeCatalog, 'statistics'>) {
  const { t } = useTranslation();
  const { t: th } = useTranslation('home');
  const stats = [
    { id: 'years', value: statistics.yearsInBusiness, label: t('hero.statYears') },
    { id: 'travelers', value: statistics.happyTravelers, label: t('hero.statTravelers') },
    { id: 'support', value: '24/7', label: t('hero.statSupport') },
  ];
  const { average, reviewCount } = statistics.rating;

  return (
    <section className={styles.root} aria-labelledby="hero-title">
      <Container>
        <div className={styles.layout}>
          <div className={styles.copy}>
            <p className={styles.premier}>
              <Icon name="Award" />
              {t('hero.premier', { year: site.foundedYear })}
            </p>
            <h1 id="hero-title" className={styles.title}>
              {t('heroTitle')}
            </h1>
            <p className={styles.subtitle}>{t('heroSubtitle')}</p>
            <div className={styles.actions}>
              <Link to="/flight-booking" className={buttonClassName({ size: 'large' })}>
                {t('hero.bookFlight')}
              </Link>
              <Link
                to="/contact"
                className={buttonClassName({ size: 'large', variant: 'secondary' })}
              >
                {t('startJourney')}
              </Link>
              <Link to="/services" className={buttonClassName({ size: 'large', variant: 'ghost' })}>
                {t('exploreServices')}
              </Link>
            </div>
            {/* A <dl> takes no name and stops being a list with a role: the group around it is named. */}
            <div
              role="group"
              aria-label={th('hero.statsLabel', { brand: site.brand })}
              className={styles.statsGroup}
            >
              <dl className={styles.stats}>
                {stats.map((stat) => (
                  <div key={stat.id} className={styles.stat}>
                    <dt className={styles.statLabel}>{stat.label}</dt>
                    <dd className={styles.statValue}>{stat.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </div>
          <div className={styles.visual}>
            <div className={styles.frame}>
              <Scene
                name="santorini"
                aspectRatio="4/3"
                title={th('hero.sceneTitle')}
                loading="eager"
                className={styles.scene}
              />
            </div>
            <p className={styles.ratingBadge}>
              <Icon name="Star" className={styles.star} />
              {th('hero.ratingBadge', { rating: average, count: reviewCount })}
            </p>
            <p className={styles.replyBadge}>
              <Icon name="Clock" />
              {th('hero.replyBadge')}
            </p>
          </div>
        </div>
      </Container>
    </section>
  );
}
