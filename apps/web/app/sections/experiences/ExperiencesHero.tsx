import { experienceTypes } from '@travel/catalog';
import { useTranslation } from 'react-i18next';
import { CatalogIcon } from '../services/CatalogIcon.tsx';
import { PageHero } from '../services/PageHero.tsx';
import * as shared from '../services/shared.css.ts';

/** Hero of /experiences: five chips, one per kind of experience, jumping to its row. */
export function ExperiencesHero() {
  const { t } = useTranslation('experiences');
  return (
    <PageHero
      eyebrow={t('hero.eyebrow')}
      title={t('hero.title')}
      subtitle={t('hero.subtitle')}
      scene="iceland-aurora"
      sceneTitle={t('hero.sceneTitle')}
    >
      <nav aria-label={t('hero.chipsLabel')}>
        <ul className={shared.chips}>
          {experienceTypes.map((type) => (
            <li key={type.id}>
              <a href={`#experience-${type.id}`} className={shared.chipLink}>
                <CatalogIcon name={type.icon} className={shared.chipIcon} />
                <span lang="en" dir="ltr">
                  {type.title}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </PageHero>
  );
}
