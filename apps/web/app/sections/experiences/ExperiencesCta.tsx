import { Container, Heading, Section, Text, buttonClassName } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/localized.tsx';
import * as shared from '../../components/page-parts.css.ts';
import { contactLinks } from '../../lib/contact-links.ts';

/** The closing invitation of /experiences: Plan My Journey opens an experiential consultation. */
export function ExperiencesCta() {
  const { t } = useTranslation('experiences');
  return (
    <Section aria-labelledby="experiences-cta-title">
      <Container>
        <div className={shared.ctaPanel}>
          <Heading level={2} size="xxlarge" align="center" id="experiences-cta-title">
            {t('cta.title')}
          </Heading>
          <Text size="large" tone="muted" align="center">
            {t('cta.body')}
          </Text>
          <div className={shared.ctaActions}>
            <Link
              to={contactLinks.experientialConsultation()}
              className={buttonClassName({ size: 'large' })}
            >
              {t('cta.planMyJourney')}
            </Link>
            <Link
              to="/services/all"
              className={buttonClassName({ size: 'large', variant: 'secondary' })}
            >
              {t('cta.allServices')}
            </Link>
          </div>
        </div>
      </Container>
    </Section>
  );
}
