import {
  DESTINATION_CATEGORY_FILTERS,
  DESTINATION_CONTINENT_FILTERS,
  type DestinationCategoryFilter,
  type DestinationContinentFilter,
} from '@travel/catalog';
import { RESERVED_PATHS } from '@travel/schemas';
import { foldText, matchesFolded } from '../../lib/search-text.ts';
import type { DestinationSummary } from './summary.ts';

/**
 * Slug of the destination page's not-found state: prerendered (app/prerender.ts) as the page the
 * server can answer, with status 404, for any unknown /destinations/… address. Catalog slugs never
 * hold `_`.
 */
export const DESTINATION_NOT_FOUND_SLUG = RESERVED_PATHS.sectionNotFoundSlug;

/** What the /destinations listing is narrowed by (spec §4 Destination filters, §5 search). */
export interface DestinationFilters {
  query: string;
  category: DestinationCategoryFilter;
  continent: DestinationContinentFilter;
}

export const DEFAULT_FILTERS: DestinationFilters = { query: '', category: 'All', continent: 'All' };

/** Query-string names, so a filtered view can be shared: `?q=&category=&continent=`. */
export const FILTER_PARAMS = { query: 'q', category: 'category', continent: 'continent' } as const;

/** `Wine & Food` → `wine-food`, `South America` → `south-america`: readable URL values. */
export function filterSlug(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function pick<T extends string>(options: readonly T[], value: string | null): T | undefined {
  if (!value) return undefined;
  const wanted = filterSlug(value);
  return options.find((option) => filterSlug(option) === wanted);
}

/** True while the visitor is searching: the search text has more than spaces. */
export function isSearching(filters: Pick<DestinationFilters, 'query'>): boolean {
  return filters.query.trim() !== '';
}

/**
 * Case- and accent-insensitive substring match on name, location or description (spec §5), in
 * the page's language, and on the English name and location of a translated destination
 * (`englishNames`), so `Kenya` still finds “Safari en el Masái Mara” on /es/destinations.
 */
export function matchesQuery(destination: DestinationSummary, query: string): boolean {
  const needle = foldText(query.trim());
  if (!needle) return true;
  return matchesFolded(
    [
      destination.name,
      destination.location,
      destination.description,
      ...(destination.englishNames === undefined ? [] : [destination.englishNames]),
    ],
    needle,
  );
}

/** The destinations passing the search, the category and the continent together. */
export function filterDestinations<T extends DestinationSummary>(
  list: readonly T[],
  filters: DestinationFilters,
): T[] {
  return list.filter(
    (destination) =>
      (filters.category === 'All' || destination.category === filters.category) &&
      (filters.continent === 'All' || destination.continent === filters.continent) &&
      matchesQuery(destination, filters.query),
  );
}

/** The Featured block shows only when both filters are All and the search is empty (spec §4). */
export function showFeatured(filters: DestinationFilters): boolean {
  return filters.category === 'All' && filters.continent === 'All' && !isSearching(filters);
}

/** Filters from the query string; unknown or missing values fall back to All / empty. */
export function parseFilters(params: URLSearchParams): DestinationFilters {
  return {
    query: params.get(FILTER_PARAMS.query) ?? '',
    category: pick(DESTINATION_CATEGORY_FILTERS, params.get(FILTER_PARAMS.category)) ?? 'All',
    continent: pick(DESTINATION_CONTINENT_FILTERS, params.get(FILTER_PARAMS.continent)) ?? 'All',
  };
}

/** The query string of a filtered view; defaults are left out, so the plain view is `/destinations`. */
export function filtersToParams(filters: DestinationFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.query) params.set(FILTER_PARAMS.query, filters.query);
  if (filters.category !== 'All') params.set(FILTER_PARAMS.category, filterSlug(filters.category));
  if (filters.continent !== 'All')
    params.set(FILTER_PARAMS.continent, filterSlug(filters.continent));
  return params;
}

/**
 * Up to `limit` other destinations for a detail page: those sharing its continent or category
 * first, then the rest in catalog order, so a destination with no relative still links onward.
 */
export function relatedDestinations<T extends DestinationSummary>(
  destination: DestinationSummary,
  list: readonly T[],
  limit = 3,
): T[] {
  const others = list.filter((other) => other.slug !== destination.slug);
  const isRelated = (other: T) =>
    other.continent === destination.continent || other.category === destination.category;
  return [...others.filter(isRelated), ...others.filter((other) => !isRelated(other))].slice(
    0,
    limit,
  );
}
