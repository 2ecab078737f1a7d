import type { FeaturedExperience } from '@travel/catalog';
import { Container, Section, buttonClassName } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/localized.tsx';
import { SectionHeader } from '../../components/SectionHeader.tsx';
import * as shared from '../../components/page-parts.css.ts';
import { contactLinks } from '../../lib/contact-links.ts';
import { ExperienceTypes, type ExperienceTypeSummary } from './ExperienceTypes.tsx';
import * as styles from './ExperientialSection.css.ts';
import { FeaturedExperiences } from './FeaturedExperiences.tsx';

/**
 * Experiential travel as one band of a longer page (/services/all): the five kinds in short
 * cards, the featured trips, and a custom request. /experiences shows the full version.
 */
export function ExperientialSection({
  types,
  featured,
}: {
  /** The kinds of experience, as the short cards show them. */
  types: readonly ExperienceTypeSummary[];
  featured: readonly FeaturedExperience[];
}) {
  const { t } = useTranslation('experiences');
  return (
    <Section
      id="experiential-travel"
      aria-labelledby="experiential-travel-title"
      className={styles.band}
    >
      <Container>
        <SectionHeader
          id="experiential-travel-title"
          eyebrow={t('hero.eyebrow')}
          title={t('hero.title')}
          intro={t('hero.subtitle')}
        />
        <div className={styles.part}>
          <ExperienceTypes level={3} compact types={types} />
        </div>
        <div className={styles.part}>
          <FeaturedExperiences
            level={3}
            idPrefix="featured-overview"
            experiences={featured}
            types={types}
          />
        </div>
        <div className={shared.after}>
          <Link
            to={contactLinks.customExperientialTravel()}
            className={buttonClassName({ size: 'large' })}
          >
            {t('cta.custom')}
          </Link>
          <Link
            to="/experiences"
            className={buttonClassName({ size: 'large', variant: 'secondary' })}
          >
            {t('cta.explore')}
          </Link>
        </div>
      </Container>
    </Section>
  );
}
