import type { EventType } from '@travel/catalog';
import { Scene } from '@travel/illustrations';
import {
  Card,
  Container,
  Heading,
  Section,
  Text,
  VisuallyHidden,
  buttonClassName,
} from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/localized.tsx';
import { CatalogIcon } from '../../components/CatalogIcon.tsx';
import { FeatureList } from '../../components/FeatureList.tsx';
import { SectionHeader } from '../../components/SectionHeader.tsx';
import * as shared from '../../components/page-parts.css.ts';
import * as tones from '../../components/tones.css.ts';
import { contactLinks } from '../../lib/contact-links.ts';
import * as styles from './sections.css.ts';
import { englishAttrs } from '../../lib/catalog-fallback.tsx';

/** Weddings, anniversaries, birthdays, reunions and retreats, and a consultation. */
export function EventPlanningSection({ events }: { events: readonly EventType[] }) {
  const { t } = useTranslation('services');
  return (
    <Section id="event-planning" aria-labelledby="event-planning-title" className={styles.band}>
      <Container>
        <SectionHeader
          id="event-planning-title"
          eyebrow={t('events.eyebrow')}
          title={t('events.title')}
          intro={t('events.intro')}
        />
        <ul className={shared.fiveGrid}>
          {events.map((event) => (
            <Card as="li" key={event.id} className={shared.card}>
              <Scene name={event.scene} aspectRatio="16/9" className={shared.cardMedia} />
              <div className={shared.cardHeader}>
                <span className={tones.iconTile[event.tone]}>
                  <CatalogIcon name={event.icon} className={tones.icon} />
                </span>
                <Heading level={3} size="large" {...englishAttrs(event, 'title')}>
                  {event.title}
                </Heading>
              </div>
              <Text tone="muted" {...englishAttrs(event, 'description')}>
                {event.description}
              </Text>
              <FeatureList lang={englishAttrs(event, 'features')?.lang} items={event.features} />
              <div className={shared.cardFooter}>
                <Link
                  to={contactLinks.eventPlanning(event.id)}
                  className={buttonClassName({ variant: 'secondary' })}
                >
                  {t('events.cta')}
                  <VisuallyHidden>
                    : <span {...englishAttrs(event, 'title')}>{event.title}</span>
                  </VisuallyHidden>
                </Link>
              </div>
            </Card>
          ))}
        </ul>
        <div className={shared.after}>
          <Link
            to={contactLinks.eventPlanningConsultation()}
            className={buttonClassName({ size: 'large' })}
          >
            {t('events.consultation')}
          </Link>
        </div>
      </Container>
    </Section>
  );
}
