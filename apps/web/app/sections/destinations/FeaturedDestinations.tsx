import { Container, Grid, Heading, Section, Text } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { DestinationCard } from './DestinationCard.tsx';
import * as styles from './FeaturedDestinations.css.ts';
import type { DestinationSummary } from './summary.ts';

/** The Featured block (Kenya and Santorini), shown only with no search and no filter. */
export function FeaturedDestinations({
  destinations,
}: {
  destinations: readonly DestinationSummary[];
}) {
  const { t } = useTranslation('destinations');
  return (
    <Section padding="medium" aria-labelledby="featured-title">
      <Container>
        <div className={styles.header}>
          <Heading level={2} id="featured-title">
            {t('featured.title')}
          </Heading>
          <Text tone="muted">{t('featured.intro')}</Text>
        </div>
        <Grid as="ul" columns={1} gap="large" className={styles.list}>
          {destinations.map((destination) => (
            <DestinationCard key={destination.slug} destination={destination} featured />
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
