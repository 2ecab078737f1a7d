import { buttonClassName } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/localized.tsx';
import { Hero, HeroArt } from '../../components/Hero.tsx';

/** The opening band of /services. */
export function ServicesHero() {
  const { t } = useTranslation('services');
  return (
    <Hero
      id="page-title"
      eyebrow={t('hero.eyebrow')}
      title={t('hero.title')}
      subtitle={t('hero.subtitle')}
      gap="large"
      wideGap
      media={<HeroArt scene="santorini" title={t('hero.sceneTitle')} />}
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
