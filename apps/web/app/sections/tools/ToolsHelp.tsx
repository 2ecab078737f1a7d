import { Container, Heading, Text, buttonClassName } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/localized.tsx';
import * as styles from './ToolsHelp.css.ts';

/** A short pointer to the agency for visitors who would rather not do it themselves. */
export function ToolsHelp() {
  const { t } = useTranslation('tools');
  return (
    <section className={styles.section} aria-labelledby="tools-help">
      <Container>
        <div className={styles.panel}>
          <div className={styles.copy}>
            <Heading level={2} size="large" id="tools-help">
              {t('help.title')}
            </Heading>
            <Text tone="muted">{t('help.body')}</Text>
          </div>
          <Link to="/contact" className={buttonClassName({ size: 'large' })}>
            {t('help.cta')}
          </Link>
        </div>
      </Container>
    </section>
  );
}
