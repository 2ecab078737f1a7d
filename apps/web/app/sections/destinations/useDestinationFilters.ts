import type { DestinationCategoryFilter, DestinationContinentFilter } from '@travel/catalog';
import { typingHistory, useQueryState, type QueryCodec } from '../../lib/useQueryState.ts';
import {
  DEFAULT_FILTERS,
  filtersToParams,
  parseFilters,
  type DestinationFilters,
} from './filter.ts';

const codec: QueryCodec<DestinationFilters> = {
  defaults: DEFAULT_FILTERS,
  parse: parseFilters,
  serialize: filtersToParams,
};

/**
 * The listing's search and filters, mirrored in the query string (`?q=&category=&continent=`):
 * the prerendered page shows the defaults, the URL's view follows once hydrated. Typing starts
 * one history entry and then replaces it; a chip or the reset pushes one.
 */
export function useDestinationFilters() {
  const [filters, setFilters] = useQueryState(codec);
  return {
    filters,
    setQuery: (query: string) =>
      setFilters({ ...filters, query }, typingHistory(filters.query, query)),
    setCategory: (category: DestinationCategoryFilter) =>
      setFilters({ ...filters, category }, 'push'),
    setContinent: (continent: DestinationContinentFilter) =>
      setFilters({ ...filters, continent }, 'push'),
    reset: () => setFilters(DEFAULT_FILTERS, 'push'),
  };
}
