import { Container, Heading, Section, Text, buttonClassName } from '@travel/ui';
import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/localized.tsx';
import * as styles from './CustomTripCta.css.ts';

/** Plan Custom Trip → /contact, for visitors whose destination is not listed. */
export function CustomTripCta() {
  const { t } = useTranslation('destinations');
  return (
    <Section padding="medium" aria-labelledby="custom-trip-title">
      <Container>
        <div className={styles.panel}>
          <Compass className={styles.icon} aria-hidden="true" />
          <div className={styles.copy}>
            <Heading level={2} id="custom-trip-title">
              {t('cta.title')}
            </Heading>
            <Text tone="muted">{t('cta.body')}</Text>
          </div>
          <Link to="/contact" className={buttonClassName({ size: 'large' })}>
            {t('cta.button')}
          </Link>
        </div>
      </Container>
    </Section>
  );
}
