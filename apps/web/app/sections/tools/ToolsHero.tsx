import { Scene } from '@travel/illustrations';
import { Container, Heading, Text } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './ToolsHero.css.ts';

export function ToolsHero() {
  const { t } = useTranslation('tools');
  return (
    <section className={styles.hero} aria-labelledby="tools-title">
      <Container className={styles.inner}>
        <div className={styles.copy}>
          <Text size="small" weight="bold" tone="accent" className={styles.eyebrow}>
            {t('hero.eyebrow')}
          </Text>
          <Heading level={1} size="display" id="tools-title">
            {t('hero.title')}
          </Heading>
          <Text size="large" tone="muted">
            {t('hero.subtitle')}
          </Text>
        </div>
        <Scene name="mountains" aspectRatio="4/3" loading="eager" className={styles.art} />
      </Container>
    </section>
  );
}
