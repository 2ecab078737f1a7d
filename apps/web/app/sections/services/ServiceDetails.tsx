import type { ServiceCard } from '@travel/catalog';
import { Scene, type SceneName } from '@travel/illustrations';
import { Container, Heading, Section, Text, VisuallyHidden, buttonClassName } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { CatalogIcon } from '../../components/CatalogIcon.tsx';
import { FeatureList } from '../../components/FeatureList.tsx';
import * as styles from './ServiceDetails.css.ts';
import * as shared from '../../components/page-parts.css.ts';
import * as tones from '../../components/tones.css.ts';
import { englishAttrs } from '../../lib/catalog-fallback.tsx';

/** Illustrations for the service bands: decoration only, so they live with the layout. */
const sceneFor: Record<string, SceneName> = {
  'e-visa': 'kyoto',
  consultation: 'paris',
  airfare: 'generic-beach',
};

export interface ServiceDetailsProps {
  /** The services to choose from (the page's loader data). */
  services: readonly ServiceCard[];
  /** Which of them get a band of their own, in order. */
  ids: readonly string[];
}

/** One band per service: what it is and what is included, beside an illustration. */
export function ServiceDetails({ services, ids }: ServiceDetailsProps) {
  const shown = ids
    .map((id) => services.find((service) => service.id === id))
    .filter((service): service is ServiceCard => Boolean(service));
  return (
    <>
      {shown.map((service, index) => (
        <ServiceBand key={service.id} service={service} reverse={index % 2 === 1} />
      ))}
    </>
  );
}

function ServiceBand({ service, reverse }: { service: ServiceCard; reverse: boolean }) {
  const { t } = useTranslation('services');
  const titleId = `service-${service.id}`;
  return (
    <Section
      id={service.id}
      aria-labelledby={titleId}
      tone={reverse ? 'sunken' : 'surface'}
      className={styles.band}
    >
      <Container>
        <div className={reverse ? `${styles.layout} ${styles.reverse}` : styles.layout}>
          <div className={styles.copy}>
            <span className={tones.iconTile[service.tone]}>
              <CatalogIcon name={service.icon} className={tones.icon} />
            </span>
            <Heading level={2} size="xxlarge" id={titleId} {...englishAttrs(service, 'title')}>
              {service.title}
            </Heading>
            <Text size="large" tone="muted" {...englishAttrs(service, 'description')}>
              {service.description}
            </Text>
            <h3 id={`${titleId}-included`} className={shared.smallHeading}>
              {t('service.included')}
            </h3>
            <FeatureList
              lang={englishAttrs(service, 'highlights')?.lang}
              items={service.highlights}
              labelledBy={`${titleId}-included`}
            />
            <div>
              <a href="#inquiry" className={buttonClassName({ variant: 'secondary' })}>
                {t('service.cta')}
                <VisuallyHidden>
                  : <span {...englishAttrs(service, 'title')}>{service.title}</span>
                </VisuallyHidden>
              </a>
            </div>
          </div>
          <div className={styles.art}>
            <Scene
              name={sceneFor[service.id] ?? 'city'}
              aspectRatio="4/3"
              className={styles.scene}
            />
          </div>
        </div>
      </Container>
    </Section>
  );
}
