import type { HomeCatalog } from './catalog.server.ts';
import { Container, Icon, Section } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { certificationText } from '../../lib/catalog-text.ts';
import * as styles from './TrustStrip.css.ts';

/** The agency's credentials in one strip; each badge's description is its tooltip. */
export function TrustStrip({ certifications }: Pick<HomeCatalog, 'certifications'>) {
  const { t, i18n } = useTranslation('home');
  return (
    <Section id="trust" tone="sunken" padding="small" aria-labelledby="trust-title">
      <Container>
        <div className={styles.layout}>
          <div>
            <h2 id="trust-title" className={styles.title}>
              {t('trust.title')}
            </h2>
            <p className={styles.intro}>{t('trust.intro')}</p>
          </div>
          <ul className={styles.list}>
            {certifications
              .map((entry) => ({ ...entry, ...certificationText(t, i18n.language, entry) }))
              .map((certification) => (
                <li
                  key={certification.id}
                  className={styles.item}
                  title={certification.description}
                >
                  <Icon name={certification.icon} size="medium" className={styles.icon} />
                  {certification.name}
                </li>
              ))}
          </ul>
        </div>
      </Container>
    </Section>
  );
}
