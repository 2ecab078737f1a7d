import { statistics } from '@travel/catalog';
import { Card, Container, Heading, Section, Text } from '@travel/ui';
import { ClockIcon, MapPinIcon } from 'lucide-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { site, useOfficeHours } from '../../site.ts';
import { SectionHeader } from '../../components/SectionHeader.tsx';
import * as styles from './about.css.ts';

/** How the agency began in Minneapolis, and where to find its office. */
export function StorySection() {
  const { t } = useTranslation('about');
  const { t: tc } = useTranslation();
  const year = statistics.servingSince;
  const { office } = site;
  const hours = useOfficeHours();
  return (
    <Section aria-labelledby="story-title">
      <Container>
        <div className={styles.story}>
          <div className={styles.storyText}>
            <SectionHeader
              id="story-title"
              eyebrow={t('story.eyebrow')}
              title={t('story.title', { year })}
            />
            <Text size="large">
              {t('story.p1', { brand: site.brand, year, city: office.city })}
            </Text>
            <Text tone="muted">{t('story.p2')}</Text>
            <Text tone="muted">{t('story.p3')}</Text>
          </div>
          <Card className={styles.office}>
            <Heading level={3} size="large" id="office-title">
              {t('story.office')}
            </Heading>
            <address className={styles.officeLine}>
              <MapPinIcon aria-hidden="true" focusable="false" className={styles.officeIcon} />
              <span>
                {site.brand}
                <br />
                <span dir="ltr">{t('story.officeAddress', { ...office })}</span>
              </span>
            </address>
            <div className={styles.officeLine}>
              <ClockIcon aria-hidden="true" focusable="false" className={styles.officeIcon} />
              <span>
                <span className={styles.officeLabel}>{tc('officeHours')}</span>
                {hours.map((row) => (
                  <Fragment key={row.days}>
                    <br />
                    {`${row.days} ${row.time}`}
                  </Fragment>
                ))}
              </span>
            </div>
          </Card>
        </div>
      </Container>
    </Section>
  );
}
