import type { MobileApp, MobileAppPurpose } from '@travel/catalog';
import { Container, Heading, Icon, Text, VisuallyHidden } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './MobileApps.css.ts';
import { englishAttrs } from '../../lib/catalog-fallback.tsx';

const purposeKeys = {
  translation: 'translation',
  'offline maps': 'offlineMaps',
  'trip organizer': 'tripOrganizer',
  messaging: 'messaging',
  currency: 'currency',
  'ride-hailing': 'rideHailing',
} as const satisfies Record<MobileAppPurpose, string>;

/** The six recommended mobile apps, each linking to its site in a new tab. */
export function MobileApps({ apps }: { apps: readonly MobileApp[] }) {
  const { t } = useTranslation('tools');
  const { t: tc } = useTranslation('common');
  return (
    <section className={styles.section} aria-labelledby="tools-apps">
      <Container>
        <div className={styles.header}>
          <Heading level={2} id="tools-apps">
            {t('apps.heading')}
          </Heading>
          <Text tone="muted">{t('apps.intro')}</Text>
        </div>
        <ul className={styles.grid}>
          {apps.map((app) => (
            <li key={app.id} className={styles.card}>
              <div className={styles.top}>
                <span className={styles.iconBadge}>
                  <Icon name={app.icon} className={styles.icon} />
                </span>
                <div>
                  <Heading level={3} size="large" {...englishAttrs(app, 'name')}>
                    {app.name}
                  </Heading>
                  <Text size="small" tone="accent" weight="bold">
                    {t(`apps.purposes.${purposeKeys[app.purpose]}`)}
                  </Text>
                </div>
              </div>
              <Text
                size="small"
                tone="muted"
                className={styles.description}
                {...englishAttrs(app, 'description')}
              >
                {app.description}
              </Text>
              <Text size="xsmall" tone="muted">
                {t('apps.platforms', {
                  platforms: app.platforms.join(t('apps.platformSeparator')),
                })}
              </Text>
              <a href={app.link} target="_blank" rel="noopener noreferrer" className={styles.link}>
                {t('apps.visit', { name: app.name })}
                <VisuallyHidden> {tc('footer.opensInNewTab')}</VisuallyHidden>
              </a>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
