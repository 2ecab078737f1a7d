import { statistics, trustClaims } from '@travel/catalog';
import { Container, Rating, Section } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { formatAtLeast, formatPercent } from '@travel/i18n';
import * as styles from './about.css.ts';

/** The agency's figures in large type. */
export function StatsSection() {
  const { t, i18n } = useTranslation('about');
  const { average, outOf, reviewCount } = statistics.rating;
  const support = trustClaims.find((claim) => claim.id === 'support')?.value;
  const language = i18n.language;
  const figures = [
    { key: 'years', value: formatAtLeast(language, statistics.yearsInBusinessAtLeast) },
    { key: 'travelers', value: formatAtLeast(language, statistics.happyTravelersAtLeast) },
    { key: 'countries', value: formatAtLeast(language, statistics.countriesAtLeast) },
    // `24/7` is no number: it reads as written in every language.
    ...(support ? [{ key: 'support', value: support }] : []),
    { key: 'recommend', value: formatPercent(language, statistics.wouldRecommendPercent) },
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
              <dd className={styles.statValue}>{figure.value}</dd>
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
