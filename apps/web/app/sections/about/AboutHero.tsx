import { statistics } from '@travel/catalog';
import { Rating } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { site } from '../../site.ts';
import { Hero, HeroArt } from '../../components/Hero.tsx';
import * as styles from './AboutHero.css.ts';

/** Hero of /about, with the agency's rating (the page's AggregateRating describes it). */
export function AboutHero() {
  const { t } = useTranslation('about');
  const { average, outOf, reviewCount } = statistics.rating;
  return (
    <Hero
      id="page-title"
      eyebrow={t('hero.eyebrow', { brand: site.brand })}
      title={t('hero.title')}
      subtitle={t('hero.subtitle')}
      gap="large"
      wideGap
      media={<HeroArt scene="city" title={t('hero.sceneTitle')} />}
    >
      <p className={styles.rating}>
        <Rating
          value={average}
          label={t('stats.ratingLabel', { rating: average, outOf })}
          size="large"
        />
        <span className={styles.ratingText}>
          <strong>{t('stats.ratingValue', { rating: average, outOf })}</strong>{' '}
          {t('stats.reviews', { count: reviewCount })}
        </span>
      </p>
    </Hero>
  );
}
