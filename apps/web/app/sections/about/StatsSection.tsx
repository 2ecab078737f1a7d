import { statistics, trustClaims } from '@travel/catalog';
import { Container, Rating, Section } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { figure as localFigure } from '../../lib/locale-format.ts';
import * as styles from './about.css.ts';

/** The agency's figures in large type. */
export function StatsSection() {
  const { t, i18n } = useTranslation('about');
  const { average, outOf, reviewCount } = statistics.rating;
  const support = trustClaims.find((claim) => claim.id === 'support')?.value;
  const figures = [
    { key: 'years', value: statistics.yearsInBusiness },
    { key: 'travelers', value: statistics.happyTravelers },
    { key: 'countries', value: statistics.countries },
    ...(support ? [{ key: 'support', value: support }] : []),
    { key: 'recommend', value: `${statistics.wouldRecommendPercent}%` },
  ] as const;
  return (
    <Section aria-labelledby="stats-title" className={styles.statsBand}>
      <Container>
        <h2 id="stats-title" className={styles.statsTitle}>
          {t('stats.title')}
        </h2>
        <dl className={styles.stats}>
          {figures.map((figure) => (
            <div key={figure.key} className={styles.stat}>
              <dt className={styles.statLabel}>{t(`stats.${figure.key}`)}</dt>
              <dd className={styles.statValue}>
                {localFigure(i18n.language, String(figure.value))}
              </dd>
            </div>
          ))}
          <div className={styles.stat}>
            <dt className={styles.statLabel}>{t('stats.rating')}</dt>
            <dd className={styles.statValue}>
              {t('stats.ratingValue', { rating: average, outOf })}
            </dd>
            <dd className={styles.statExtra}>
              <Rating
                value={average}
                label={t('stats.ratingLabel', { rating: average, outOf })}
                size="small"
              />
              <span>{t('stats.reviews', { count: reviewCount })}</span>
            </dd>
          </div>
        </dl>
      </Container>
    </Section>
  );
}
