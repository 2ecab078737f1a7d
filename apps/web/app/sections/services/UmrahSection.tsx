import type { ServiceCard } from '@travel/catalog';
import { Scene } from '@travel/illustrations';
import {
  Badge,
  Card,
  Container,
  Grid,
  Heading,
  Section,
  Text,
  VisuallyHidden,
  buttonClassName,
} from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { CatalogIcon } from '../../components/CatalogIcon.tsx';
import { FeatureList } from '../../components/FeatureList.tsx';
import { SectionHeader } from '../../components/SectionHeader.tsx';
import * as shared from '../../components/page-parts.css.ts';
import * as tones from '../../components/tones.css.ts';
import * as styles from './UmrahSection.css.ts';
import { englishAttrs } from '../../lib/catalog-fallback.tsx';

/** The two ways to make Umrah with us, individual and group, in one band. */
const journeys = [
  { id: 'umrah', kind: 'individual' },
  { id: 'group-umrah', kind: 'group' },
] as const;

/** The Umrah band: the services with the ids of `journeys`, found in `services`. */
export function UmrahSection({ services }: { services: readonly ServiceCard[] }) {
  const { t } = useTranslation('services');
  return (
    <Section id="umrah" aria-labelledby="umrah-title" tone="sunken" className={styles.band}>
      <Container>
        <div className={styles.banner}>
          <Scene name="desert" aspectRatio="21/9" className={styles.scene} />
        </div>
        <SectionHeader id="umrah-title" title={t('umrah.title')} intro={t('umrah.intro')} />
        <Grid as="ul" columns={{ mobile: 1, desktop: 2 }} className={shared.list}>
          {journeys.map(({ id, kind }) => {
            const service = services.find((card) => card.id === id);
            if (!service) return null;
            const titleId = `service-${service.id}`;
            return (
              <Card as="li" key={id} className={`${shared.card} ${tones.topRule[service.tone]}`}>
                <div className={shared.cardHeader}>
                  <span className={tones.iconTile[service.tone]}>
                    <CatalogIcon name={service.icon} className={tones.icon} />
                  </span>
                  <Badge tone={kind === 'group' ? 'primary' : 'success'}>
                    {t(`umrah.${kind}`)}
                  </Badge>
                </div>
                <Heading level={3} size="xlarge" id={titleId} {...englishAttrs(service, 'title')}>
                  {service.title}
                </Heading>
                <Text tone="muted" {...englishAttrs(service, 'description')}>
                  {service.description}
                </Text>
                <p id={`${titleId}-included`} className={shared.smallHeading}>
                  {t('service.included')}
                </p>
                <FeatureList
                  lang={englishAttrs(service, 'highlights')?.lang}
                  items={service.highlights}
                  labelledBy={`${titleId}-included`}
                />
                <div className={shared.cardFooter}>
                  <a href="#inquiry" className={buttonClassName({ variant: 'secondary' })}>
                    {t('service.cta')}
                    <VisuallyHidden>
                      : <span {...englishAttrs(service, 'title')}>{service.title}</span>
                    </VisuallyHidden>
                  </a>
                </div>
              </Card>
            );
          })}
        </Grid>
      </Container>
    </Section>
  );
}
