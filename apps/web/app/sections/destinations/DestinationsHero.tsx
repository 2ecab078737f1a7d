import { Container, Heading, Text } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import * as styles from './DestinationsHero.css.ts';

/** Title of /destinations, the page's only h1. */
export function DestinationsHero() {
  const { t } = useTranslation('destinations');
  return (
    <header className={styles.root}>
      <Container className={styles.inner}>
        <Breadcrumbs
          label={t('breadcrumbLabel')}
          items={[{ name: t('home'), path: '/' }, { name: t('breadcrumb') }]}
        />
        <Text size="small" weight="bold" tone="accent" className={styles.eyebrow}>
          {t('hero.eyebrow')}
        </Text>
        <Heading level={1} size="display">
          {t('hero.title')}
        </Heading>
        <Text size="large" tone="muted" className={styles.subtitle}>
          {t('hero.subtitle')}
        </Text>
      </Container>
    </header>
  );
}
