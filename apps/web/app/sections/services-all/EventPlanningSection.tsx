import { eventTypes } from '@travel/catalog';
import {
  Card,
  Container,
  Heading,
  Scene,
  Section,
  Text,
  VisuallyHidden,
  buttonClassName,
} from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CatalogIcon } from '../services/CatalogIcon.tsx';
import { FeatureList } from '../services/FeatureList.tsx';
import { SectionHeader } from '../services/SectionHeader.tsx';
import * as shared from '../services/shared.css.ts';
import * as tones from '../services/tones.css.ts';
import { contactLinks } from './contactLinks.ts';
import * as styles from './sections.css.ts';

/** Weddings, anniversaries, birthdays, reunions and retreats, and a consultation. */
export function EventPlanningSection() {
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
          {eventTypes.map((event) => (
            <Card as="li" key={event.id} className={shared.card}>
              <Scene name={event.scene} aspectRatio="16/9" className={shared.cardMedia} />
              <div className={shared.cardHeader}>
                <span className={tones.iconTile[event.tone]}>
                  <CatalogIcon name={event.icon} className={tones.icon} />
                </span>
                <Heading level={3} size="large" lang="en" dir="ltr">
                  {event.title}
                </Heading>
              </div>
              <Text tone="muted" lang="en" dir="ltr">
                {event.description}
              </Text>
              <FeatureList lang="en" items={event.features} />
              <div className={shared.cardFooter}>
                <Link
                  to={contactLinks.eventPlanning(event.id)}
                  className={buttonClassName({ variant: 'secondary' })}
                >
                  {t('events.cta')}
                  <VisuallyHidden>
                    :{' '}
                    <span lang="en" dir="ltr">
                      {event.title}
                    </span>
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
