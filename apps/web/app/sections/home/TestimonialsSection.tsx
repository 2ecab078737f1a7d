import type { HomeCatalog } from './catalog.server.ts';
import { englishAttrs } from '../../lib/catalog-fallback.tsx';
import { Avatar, Badge, Container, Icon, Rating, Section } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { figure } from '../../lib/locale-format.ts';
import * as cards from './cards.css.ts';
import { SectionHeader } from '../../components/SectionHeader.tsx';
import * as styles from './TestimonialsSection.css.ts';

/** Six traveler stories with the summary figures under them (spec §2 Home, §9). */
export function TestimonialsSection({
  testimonialStats,
  testimonials,
}: Pick<HomeCatalog, 'testimonialStats' | 'testimonials'>) {
  const { t, i18n } = useTranslation('home');
  return (
    <Section id="testimonials" tone="sunken" aria-labelledby="testimonials-title">
      <Container>
        <SectionHeader
          id="testimonials-title"
          align="center"
          eyebrow={t('testimonials.eyebrow')}
          title={t('testimonials.title')}
          intro={t('testimonials.intro')}
        />
        <ul className={`${cards.list} ${styles.grid}`}>
          {testimonials.map((item) => (
            <li key={item.id} className={cards.card} data-card="testimonial">
              <figure className={styles.figure}>
                <div className={styles.top}>
                  <Rating value={5} label={t('testimonials.rating', { rating: 5 })} size="small" />
                  {item.verified ? (
                    <Badge tone="success" icon={<Icon name="BadgeCheck" />}>
                      {t('testimonials.verified')}
                    </Badge>
                  ) : null}
                </div>
                <p className={styles.trip} {...englishAttrs(item, 'trip')}>
                  {item.trip}
                </p>
                <blockquote className={styles.quote} lang="en" dir="ltr">
                  <Icon name="Quote" size="xlarge" className={styles.quoteMark} />
                  <p>{item.testimonial}</p>
                </blockquote>
                <figcaption className={styles.person}>
                  <Avatar name={item.name} decorative />
                  <div>
                    <cite className={styles.name} lang="en" dir="ltr">
                      {item.name}
                    </cite>
                    <p className={styles.location} {...englishAttrs(item, 'location')}>
                      {item.location}
                    </p>
                  </div>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        {/* A <dl> takes no name and stops being a list with a role: the group around it is named. */}
        <div role="group" aria-label={t('testimonials.statsLabel')}>
          <dl className={styles.stats}>
            {testimonialStats.map((stat) => (
              <div key={stat.id} className={styles.stat}>
                <dt className={styles.statLabel}>
                  {t(`testimonials.stats.${stat.id}`, { defaultValue: stat.label })}
                </dt>
                <dd className={styles.statValue}>{figure(i18n.language, stat.value)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Container>
    </Section>
  );
}
