import { Container, Grid, Heading, Section, Text } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { DestinationCard } from './DestinationCard.tsx';
import * as styles from './RelatedDestinations.css.ts';
import type { DestinationSummary } from './summary.ts';

/** Other destinations sharing the continent or style (then the rest), as cards. */
export function RelatedDestinations({
  destinations,
}: {
  destinations: readonly DestinationSummary[];
}) {
  const { t } = useTranslation('destinations');
  if (destinations.length === 0) return null;
  return (
    <Section padding="medium" tone="sunken" aria-labelledby="related-title">
      <Container>
        <div className={styles.header}>
          <Heading level={2} id="related-title">
            {t('detail.related')}
          </Heading>
          <Text tone="muted">{t('detail.relatedIntro')}</Text>
        </div>
        <Grid
          as="ul"
          columns={{ mobile: 1, tablet: 2, desktop: 3 }}
          gap="large"
          className={styles.list}
        >
          {destinations.map((destination) => (
            <DestinationCard key={destination.slug} destination={destination} />
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
