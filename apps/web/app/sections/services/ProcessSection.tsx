import type { ProcessStep } from '@travel/catalog';
import { Container, Heading, Section, Text } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { CatalogIcon } from '../../components/CatalogIcon.tsx';
import * as styles from './ProcessSection.css.ts';
import { SectionHeader } from '../../components/SectionHeader.tsx';
import { englishAttrs } from '../../lib/catalog-fallback.tsx';

/** The four-step planning process, from the discovery call to support on the road. */
export function ProcessSection({ steps }: { steps: readonly ProcessStep[] }) {
  const { t } = useTranslation('services');
  return (
    <Section id="process" aria-labelledby="process-title" tone="sunken">
      <Container>
        <SectionHeader
          id="process-title"
          eyebrow={t('process.eyebrow')}
          title={t('process.title')}
          intro={t('process.intro')}
          align="center"
        />
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step.id} className={styles.step}>
              <div className={styles.marker}>
                <span className={styles.number} aria-hidden="true">
                  {step.step}
                </span>
                <CatalogIcon name={step.icon} className={styles.icon} />
              </div>
              <p className={styles.stepLabel}>{t('process.step', { step: step.step })}</p>
              <Heading level={3} size="large" {...englishAttrs(step, 'title')}>
                {step.title}
              </Heading>
              <Text tone="muted" {...englishAttrs(step, 'description')}>
                {step.description}
              </Text>
            </li>
          ))}
        </ol>
      </Container>
    </Section>
  );
}
