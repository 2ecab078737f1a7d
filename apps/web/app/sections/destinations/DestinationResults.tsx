import { Button, Container, Grid, Heading, Section, Text, VisuallyHidden } from '@travel/ui';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DestinationCard } from './DestinationCard.tsx';
import * as styles from './DestinationResults.css.ts';
import { isSearching, showFeatured, type DestinationFilters } from './filter.ts';
import type { DestinationSummary } from './summary.ts';

export interface DestinationResultsProps {
  filters: DestinationFilters;
  results: readonly DestinationSummary[];
  onReset: () => void;
}

/** The all/filtered grid: its heading says what it shows; an empty result says so. */
export function DestinationResults({ filters, results, onReset }: DestinationResultsProps) {
  const { t } = useTranslation('destinations');
  const count = results.length;
  const title = isSearching(filters)
    ? t('results.search', { count })
    : showFeatured(filters)
      ? t('results.all')
      : t('results.filtered', { count });

  return (
    <Section padding="medium" tone="sunken" aria-labelledby="results-title">
      <Container>
        <Heading level={2} id="results-title" className={styles.title}>
          {title}
        </Heading>
        {/* Announces the new count as the visitor types or picks a filter. */}
        <VisuallyHidden role="status">{t('results.status', { count })}</VisuallyHidden>
        {count === 0 ? (
          <div className={styles.empty}>
            <SearchX className={styles.emptyIcon} aria-hidden="true" />
            <Text size="large">{t('results.empty')}</Text>
            <Button variant="secondary" onClick={onReset}>
              {t('results.showAll')}
            </Button>
          </div>
        ) : (
          <Grid
            as="ul"
            columns={{ mobile: 1, tablet: 2, desktop: 3 }}
            gap="large"
            className={styles.list}
          >
            {results.map((destination) => (
              <DestinationCard key={destination.slug} destination={destination} />
            ))}
          </Grid>
        )}
      </Container>
    </Section>
  );
}
