import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { Hero } from '../../components/Hero.tsx';

/** Title of /destinations, the page's only h1. */
export function DestinationsHero() {
  const { t } = useTranslation('destinations');
  return (
    <Hero
      as="header"
      trail={
        <Breadcrumbs
          label={t('breadcrumbLabel')}
          items={[{ name: t('home'), path: '/' }, { name: t('breadcrumb') }]}
        />
      }
      eyebrow={t('hero.eyebrow')}
      title={t('hero.title')}
      subtitle={t('hero.subtitle')}
      spacing="trail"
      gap="small"
    />
  );
}
