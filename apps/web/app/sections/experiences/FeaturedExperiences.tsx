import type { ExperienceType, FeaturedExperience } from '@travel/catalog';
import { Scene } from '@travel/illustrations';
import { Badge, Card, Grid, Heading, Text, VisuallyHidden, buttonClassName } from '@travel/ui';
import { MapPinIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { priceOf, spanOf } from '../../lib/locale-format.ts';
import { Link } from '../../lib/localized.tsx';
import { FeatureList } from '../../components/FeatureList.tsx';
import { SectionHeader } from '../../components/SectionHeader.tsx';
import * as shared from '../../components/page-parts.css.ts';
import { contactLinks } from '../../lib/contact-links.ts';
import * as styles from './FeaturedExperiences.css.ts';
import { englishAttrs } from '../../lib/catalog-fallback.tsx';

export interface FeaturedExperiencesProps {
  /** Level of the block's heading; the cards' headings sit one below. */
  level: 2 | 3;
  /** Distinguishes the ids when the block appears on a page that has it once already. */
  idPrefix?: string;
  /** The itineraries, in order. */
  experiences: readonly FeaturedExperience[];
  /** The kinds of experience, for the title of each itinerary's kind. */
  types: readonly Pick<ExperienceType, 'id' | 'title'>[];
}

/** Itineraries we run every year, with their price, each leading to the contact form. */
export function FeaturedExperiences({
  level,
  idPrefix = 'featured',
  experiences,
  types,
}: FeaturedExperiencesProps) {
  const { t, i18n } = useTranslation('experiences');
  const titleId = `${idPrefix}-title`;
  return (
    <>
      <SectionHeader
        id={titleId}
        level={level}
        eyebrow={t('featured.eyebrow')}
        title={t('featured.title')}
        intro={t('featured.intro')}
      />
      <Grid
        as="ul"
        columns={{ mobile: 1, tablet: 2, desktop: 4 }}
        className={shared.list}
        aria-labelledby={titleId}
      >
        {experiences.map((experience) => {
          const type = types.find((item) => item.id === experience.type);
          return (
            <Card as="li" key={experience.id} className={shared.card}>
              <Scene name={experience.scene} aspectRatio="4/3" className={shared.cardMedia} />
              {type ? (
                <Badge tone="primary" className={styles.type} {...englishAttrs(type, 'title')}>
                  {type.title}
                </Badge>
              ) : null}
              <Heading
                level={level === 2 ? 3 : 4}
                size="large"
                {...englishAttrs(experience, 'title')}
              >
                {experience.title}
              </Heading>
              <Text size="small" tone="muted" className={styles.location}>
                <MapPinIcon aria-hidden="true" focusable="false" className={styles.pin} />
                <span {...englishAttrs(experience, 'location')}>{experience.location}</span>
              </Text>
              <dl className={shared.facts}>
                <div className={shared.fact}>
                  <dt className={shared.factLabel}>{t('featured.duration')}</dt>
                  <dd className={shared.factValue}>
                    {spanOf(i18n.language, { value: experience.durationDays, unit: 'day' })}
                  </dd>
                </div>
                <div className={shared.fact}>
                  <dt className={shared.factLabel}>{t('featured.from')}</dt>
                  <dd className={`${shared.factValue} ${styles.price}`}>
                    {priceOf(t, i18n.language, experience.priceUsd)}
                  </dd>
                </div>
              </dl>
              <FeatureList
                lang={englishAttrs(experience, 'highlights')?.lang}
                items={experience.highlights}
              />
              <div className={shared.cardFooter}>
                <Link
                  to={contactLinks.featuredExperience(experience.id)}
                  className={`${buttonClassName({ variant: 'secondary', fullWidth: true })} ${shared.compactButton}`}
                >
                  {t('featured.cta')}
                  <VisuallyHidden>
                    : <span {...englishAttrs(experience, 'title')}>{experience.title}</span>
                  </VisuallyHidden>
                </Link>
              </div>
            </Card>
          );
        })}
      </Grid>
    </>
  );
}
