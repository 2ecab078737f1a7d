import { certifications } from '@travel/catalog';
import { Scene } from '@travel/illustrations';
import { Container, Section } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { certificationText } from '../../lib/catalog-text.ts';
import { FeatureList } from '../../components/FeatureList.tsx';
import { SectionHeader } from '../../components/SectionHeader.tsx';
import * as styles from './about.css.ts';

const POINTS = ['ships', 'itineraries', 'perks'] as const;

/** Our standing as a CLIA Premier Agency and what it means for cruise travelers. */
export function CliaSection() {
  const { t, i18n } = useTranslation('about');
  const clia = certifications.find((certification) => certification.id === 'clia');
  return (
    <Section aria-labelledby="clia-title" tone="sunken">
      <Container>
        <div className={styles.split}>
          <div className={styles.splitArt}>
            <Scene
              name="generic-beach"
              title={t('clia.sceneTitle')}
              aspectRatio="4/3"
              className={styles.roundedScene}
            />
          </div>
          <div className={styles.splitCopy}>
            <SectionHeader
              id="clia-title"
              eyebrow={clia ? certificationText(t, i18n.language, clia).name : t('clia.eyebrow')}
              title={t('clia.title')}
              intro={t('clia.body')}
            />
            <FeatureList items={POINTS.map((point) => t(`clia.points.${point}`))} />
          </div>
        </div>
      </Container>
    </Section>
  );
}
