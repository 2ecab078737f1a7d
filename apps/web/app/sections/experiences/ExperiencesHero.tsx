import type { ExperienceType } from '@travel/catalog';
import { useTranslation } from 'react-i18next';
import { CatalogIcon } from '../../components/CatalogIcon.tsx';
import { Hero, HeroArt } from '../../components/Hero.tsx';
import * as shared from '../../components/page-parts.css.ts';
import { englishAttrs } from '../../lib/catalog-fallback.tsx';

/** Hero of /experiences: five chips, one per kind of experience, jumping to its row. */
export function ExperiencesHero({
  types,
}: {
  types: readonly Pick<ExperienceType, 'id' | 'icon' | 'title'>[];
}) {
  const { t } = useTranslation('experiences');
  return (
    <Hero
      id="page-title"
      eyebrow={t('hero.eyebrow')}
      title={t('hero.title')}
      subtitle={t('hero.subtitle')}
      gap="large"
      wideGap
      media={<HeroArt scene="iceland-aurora" title={t('hero.sceneTitle')} />}
    >
      <nav aria-label={t('hero.chipsLabel')}>
        <ul className={shared.chips}>
          {types.map((type) => (
            <li key={type.id}>
              <a href={`#experience-${type.id}`} className={shared.chipLink}>
                <CatalogIcon name={type.icon} className={shared.chipIcon} />
                <span {...englishAttrs(type, 'title')}>{type.title}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </Hero>
  );
}
