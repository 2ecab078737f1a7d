import { Scene } from '@travel/illustrations';
import { useTranslation } from 'react-i18next';
import { Hero } from '../../components/Hero.tsx';
import * as styles from './ToolsHero.css.ts';

export function ToolsHero() {
  const { t } = useTranslation('tools');
  return (
    <Hero
      id="tools-title"
      eyebrow={t('hero.eyebrow')}
      title={t('hero.title')}
      subtitle={t('hero.subtitle')}
      spacing="even"
      columns="1.2"
      media={<Scene name="mountains" aspectRatio="4/3" loading="eager" className={styles.art} />}
    />
  );
}
