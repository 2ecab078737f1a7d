import type { IconName } from '@travel/catalog';
import { useTranslation } from 'react-i18next';
import { CatalogIcon } from '../../components/CatalogIcon.tsx';
import { Hero, HeroArt } from '../../components/Hero.tsx';
import * as shared from '../../components/page-parts.css.ts';
import * as styles from './AllServicesHero.css.ts';

/** The page's bands, in order: the hero's in-page menu jumps to them. */
export const ALL_SERVICES_SECTIONS = [
  { id: 'gift-vouchers', key: 'giftVouchers', icon: 'Gift' },
  { id: 'mystery-travel', key: 'mysteryTravel', icon: 'Sparkles' },
  { id: 'event-planning', key: 'eventPlanning', icon: 'PartyPopper' },
  { id: 'language-assistance', key: 'languageAssistance', icon: 'Languages' },
  { id: 'experiential-travel', key: 'experientialTravel', icon: 'Mountain' },
] as const satisfies readonly { id: string; key: string; icon: IconName }[];

/** Hero “Complete Travel Solutions” with a menu of the services below. */
export function AllServicesHero() {
  const { t } = useTranslation('services');
  return (
    <Hero
      id="page-title"
      eyebrow={t('all.hero.eyebrow')}
      title={t('all.hero.title')}
      subtitle={t('all.hero.subtitle')}
      gap="large"
      wideGap
      media={<HeroArt scene="city" title={t('all.hero.sceneTitle')} />}
    >
      <nav aria-label={t('all.nav.label')} className={styles.nav}>
        <ul className={shared.chips}>
          {ALL_SERVICES_SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={shared.chipLink}>
                <CatalogIcon name={section.icon} className={shared.chipIcon} />
                {t(`all.nav.${section.key}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </Hero>
  );
}
