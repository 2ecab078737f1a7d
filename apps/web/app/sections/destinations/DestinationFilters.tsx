import {
  DESTINATION_CATEGORY_FILTERS,
  DESTINATION_CONTINENT_FILTERS,
  type DestinationCategoryFilter,
  type DestinationContinentFilter,
} from '@travel/catalog';
import { Button, ChipGroup, Container, SearchBox, Text } from '@travel/ui';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../lib/localized.tsx';
import { FiltersNeedScript } from '../../components/FiltersNeedScript.tsx';
import { needsScript } from '../../components/scripting.css.ts';
import * as styles from './DestinationFilters.css.ts';
import { DEFAULT_FILTERS, FILTER_PARAMS, type DestinationFilters as Filters } from './filter.ts';
import { CATEGORY_LABEL_KEYS, CONTINENT_LABEL_KEYS } from './labels.ts';
import { useHydrated } from '../../lib/useHydrated.ts';

export interface DestinationFiltersProps {
  filters: Filters;
  onQueryChange: (query: string) => void;
  onCategoryChange: (category: DestinationCategoryFilter) => void;
  onContinentChange: (continent: DestinationContinentFilter) => void;
  onReset: () => void;
}

const isCategory = (value: string): value is DestinationCategoryFilter =>
  (DESTINATION_CATEGORY_FILTERS as readonly string[]).includes(value);
const isContinent = (value: string): value is DestinationContinentFilter =>
  (DESTINATION_CONTINENT_FILTERS as readonly string[]).includes(value);

/**
 * Search box and the two chip rows; results follow each keystroke. The prerendered page cannot
 * filter, so without JavaScript these controls are hidden and a note says the full listing
 * follows. The search stays a GET form to this page all the same: Enter typed before the page
 * has hydrated loads `?q=…`, which the page then applies.
 */
export function DestinationFilters({
  filters,
  onQueryChange,
  onCategoryChange,
  onContinentChange,
  onReset,
}: DestinationFiltersProps) {
  const { t } = useTranslation('destinations');
  const localize = useLocalizedPath();
  const hydrated = useHydrated();
  const filtered =
    filters.query !== DEFAULT_FILTERS.query ||
    filters.category !== DEFAULT_FILTERS.category ||
    filters.continent !== DEFAULT_FILTERS.continent;

  return (
    // data-hydrated: the controls filter from here on (browser tests wait for it).
    <div className={styles.root} data-hydrated={hydrated ? 'true' : undefined}>
      <Container className={`${styles.inner} ${needsScript}`}>
        <form
          role="search"
          method="get"
          action={localize('/destinations')}
          className={styles.search}
          onSubmit={(event) => event.preventDefault()}
        >
          <SearchBox
            label={t('search.label')}
            labelHidden
            clearLabel={t('search.clear')}
            placeholder={t('search.placeholder')}
            name={FILTER_PARAMS.query}
            autoComplete="off"
            value={filters.query}
            onValueChange={onQueryChange}
          />
        </form>

        <div className={styles.group}>
          <Text as="span" size="small" weight="bold" tone="muted">
            {t('filters.categoryHeading')}
          </Text>
          <ChipGroup
            label={t('filters.category')}
            options={DESTINATION_CATEGORY_FILTERS.map((category) => ({
              value: category,
              label: t(`categories.${CATEGORY_LABEL_KEYS[category]}`),
            }))}
            value={filters.category}
            onValueChange={(value) => {
              if (isCategory(value)) onCategoryChange(value);
            }}
          />
        </div>

        <div className={styles.group}>
          <Text as="span" size="small" weight="bold" tone="muted">
            {t('filters.continentHeading')}
          </Text>
          <ChipGroup
            label={t('filters.continent')}
            options={DESTINATION_CONTINENT_FILTERS.map((continent) => ({
              value: continent,
              label: t(`continents.${CONTINENT_LABEL_KEYS[continent]}`),
            }))}
            value={filters.continent}
            onValueChange={(value) => {
              if (isContinent(value)) onContinentChange(value);
            }}
          />
        </div>

        {filtered ? (
          <div>
            <Button
              variant="ghost"
              size="medium"
              iconStart={<RotateCcw aria-hidden="true" />}
              onClick={onReset}
            >
              {t('filters.reset')}
            </Button>
          </div>
        ) : null}
      </Container>
      <Container>
        <FiltersNeedScript />
      </Container>
    </div>
  );
}
