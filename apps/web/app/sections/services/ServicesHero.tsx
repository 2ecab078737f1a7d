import { buttonClassName } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHero } from './PageHero.tsx';

/** The opening band of /services. */
export function ServicesHero() {
  const { t } = useTranslation('services');
  return (
    <PageHero
      eyebrow={t('hero.eyebrow')}
      title={t('hero.title')}
      subtitle={t('hero.subtitle')}
      scene="santorini"
      sceneTitle={t('hero.sceneTitle')}
      actions={
        <>
          <a href="#inquiry" className={buttonClassName({ size: 'large' })}>
            {t('hero.start')}
          </a>
          <Link
            to="/services/all"
            className={buttonClassName({ size: 'large', variant: 'secondary' })}
          >
            {t('hero.allServices')}
          </Link>
        </>
      }
    />
  );
}
