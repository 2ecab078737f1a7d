import { Container, Heading, Section, Text, buttonClassName } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/localized.tsx';
import * as shared from '../../components/page-parts.css.ts';

/** The closing invitation: a free consultation or the travel quiz. */
export function AboutCta() {
  const { t } = useTranslation('about');
  return (
    <Section aria-labelledby="about-cta-title">
      <Container>
        <div className={shared.ctaPanel}>
          <Heading level={2} size="xxlarge" align="center" id="about-cta-title">
            {t('cta.title')}
          </Heading>
          <Text size="large" tone="muted" align="center">
            {t('cta.body')}
          </Text>
          <div className={shared.ctaActions}>
            <Link to="/contact" className={buttonClassName({ size: 'large' })}>
              {t('cta.consultation')}
            </Link>
            <Link to="/quiz" className={buttonClassName({ size: 'large', variant: 'secondary' })}>
              {t('cta.quiz')}
            </Link>
          </div>
        </div>
      </Container>
    </Section>
  );
}
