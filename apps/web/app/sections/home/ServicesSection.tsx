import type { HomeCatalog } from './catalog.server.ts';
import { Container, Icon, Section, buttonClassName } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/localized.tsx';
import * as cards from './cards.css.ts';
import { SectionHeader } from '../../components/SectionHeader.tsx';
import * as styles from './ServicesSection.css.ts';
import { iconTile } from './tones.css.ts';
import { englishAttrs } from '../../lib/catalog-fallback.tsx';

/** The five core services (spec §2 Home: Services) and the way to all of them. */
export function ServicesSection({ serviceCards }: Pick<HomeCatalog, 'serviceCards'>) {
  const { t } = useTranslation('home');
  return (
    <Section id="services" aria-labelledby="services-title">
      <Container>
        <SectionHeader
          id="services-title"
          eyebrow={t('services.eyebrow')}
          title={t('services.title')}
          intro={t('services.intro')}
        />
        <ul className={`${cards.list} ${styles.grid}`} data-testid="home-services">
          {serviceCards.map((service) => (
            <li key={service.id} className={`${cards.card} ${styles.item}`} data-card="service">
              <div className={cards.body}>
                <div className={styles.head}>
                  <span className={iconTile[service.tone]}>
                    <Icon name={service.icon} size="medium" />
                  </span>
                  <h3 className={cards.smallTitle} {...englishAttrs(service, 'title')}>
                    {service.title}
                  </h3>
                </div>
                <p className={cards.text} {...englishAttrs(service, 'description')}>
                  {service.description}
                </p>
              </div>
            </li>
          ))}
        </ul>
        <div className={cards.actions}>
          <Link to="/services" className={buttonClassName({ size: 'large' })}>
            {t('services.discoverAll')}
          </Link>
        </div>
      </Container>
    </Section>
  );
}
