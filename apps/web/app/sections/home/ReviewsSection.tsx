import type { HomeCatalog } from './catalog.server.ts';
import {
  Avatar,
  Badge,
  Container,
  Icon,
  Rating,
  Section,
  VisuallyHidden,
  buttonClassName,
} from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/localized.tsx';
import { timeAgo } from '../../lib/locale-format.ts';
import { site } from '../../site.ts';
import * as cards from './cards.css.ts';
import * as styles from './ReviewsSection.css.ts';
import { SectionHeader } from '../../components/SectionHeader.tsx';
import { englishAttrs } from '../../lib/catalog-fallback.tsx';

/** Six reviews, the overall rating, and a way to add one (spec §2 Home). */
export function ReviewsSection({
  reviews,
  statistics,
}: Pick<HomeCatalog, 'reviews' | 'statistics'>) {
  const { t, i18n } = useTranslation('home');
  const { average, reviewCount } = statistics.rating;
  return (
    <Section id="reviews" tone="sunken" aria-labelledby="reviews-title">
      <Container>
        <div className={styles.top}>
          <SectionHeader
            flush
            id="reviews-title"
            eyebrow={t('reviews.eyebrow')}
            title={t('reviews.title')}
            intro={
              <span className={styles.summary}>
                <Rating value={average} label={t('reviews.rating', { rating: average })} />
                <span>{t('reviews.intro', { rating: average, count: reviewCount })}</span>
              </span>
            }
          />
          <div className={styles.actions}>
            <a
              href={site.reviewPageUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClassName({ variant: 'secondary' })}
            >
              <Icon name="Star" />
              {t('reviews.writeReview')}
              <VisuallyHidden> {t('opensInNewTab')}</VisuallyHidden>
            </a>
            <Link to="/contact" className={buttonClassName()}>
              {t('reviews.startPlanning')}
            </Link>
          </div>
        </div>
        <ul className={`${cards.list} ${styles.grid}`}>
          {reviews.map((review) => (
            <li key={review.id} className={`${cards.card} ${styles.review}`} data-card="review">
              <div className={styles.head}>
                <Rating
                  value={review.rating}
                  label={t('reviews.rating', { rating: review.rating })}
                  size="small"
                />
                <span className={styles.date}>{timeAgo(i18n.language, review.date)}</span>
              </div>
              <p className={styles.service} {...englishAttrs(review, 'service')}>
                {review.service}
              </p>
              <p className={styles.text} lang="en" dir="ltr">
                {review.review}
              </p>
              <div className={styles.person}>
                <Avatar name={review.name} size="small" decorative />
                <span className={styles.name} lang="en" dir="ltr">
                  {review.name}
                </span>
                {review.verified ? (
                  <Badge
                    tone="success"
                    icon={<Icon name="BadgeCheck" />}
                    className={styles.verified}
                  >
                    {t('reviews.verified')}
                  </Badge>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
