import { destinations, type Destination } from '@travel/catalog';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  filterDestinations,
  filterSlug,
  filtersToParams,
  isSearching,
  matchesQuery,
  parseFilters,
  relatedDestinations,
  showFeatured,
  type DestinationFilters,
} from './filter.ts';

const bySlug = (slug: string) => {
  const found = destinations.find((destination) => destination.slug === slug);
  if (!found) throw new Error(`no ${slug} in the catalog`);
  return found;
};
const kenya = bySlug('kenya-safari-masai-mara');
const santorini = bySlug('santorini-honeymoon-greece');
const tuscany = bySlug('tuscany-wine-italy');
const japan = bySlug('japan-cultural-tour');

const slugs = (list: readonly Destination[]) => list.map((destination) => destination.slug);
const filters = (partial: Partial<DestinationFilters>): DestinationFilters => ({
  ...DEFAULT_FILTERS,
  ...partial,
});

describe('matchesQuery', () => {
  it('matches the name', () => {
    expect(matchesQuery(santorini, 'Honeymoon')).toBe(true);
  });

  it('matches the location', () => {
    expect(matchesQuery(tuscany, 'Montalcino')).toBe(true);
    expect(matchesQuery(tuscany, 'italy')).toBe(true);
  });

  it('matches the description', () => {
    expect(matchesQuery(kenya, 'tented camp')).toBe(true);
  });

  it('ignores case and surrounding spaces', () => {
    expect(matchesQuery(kenya, '  KENYA ')).toBe(true);
    expect(matchesQuery(kenya, 'mAsAi')).toBe(true);
  });

  it('does not match other fields such as the category or the highlights', () => {
    expect(matchesQuery(kenya, 'Safari Destinations')).toBe(false);
    expect(matchesQuery(kenya, 'hot-air balloon')).toBe(false);
  });

  it('lets an empty search match everything', () => {
    expect(destinations.every((destination) => matchesQuery(destination, '   '))).toBe(true);
  });
});

describe('filterDestinations', () => {
  it('returns all six with the default filters', () => {
    expect(filterDestinations(destinations, DEFAULT_FILTERS)).toHaveLength(6);
  });

  it('filters by category', () => {
    expect(slugs(filterDestinations(destinations, filters({ category: 'Safari' })))).toEqual([
      kenya.slug,
    ]);
    expect(slugs(filterDestinations(destinations, filters({ category: 'Wine & Food' })))).toEqual([
      tuscany.slug,
    ]);
  });

  it('filters by continent', () => {
    expect(slugs(filterDestinations(destinations, filters({ continent: 'Europe' })))).toEqual([
      santorini.slug,
      tuscany.slug,
    ]);
  });

  it('combines category, continent and search', () => {
    expect(
      slugs(
        filterDestinations(destinations, filters({ category: 'Honeymoon', continent: 'Europe' })),
      ),
    ).toEqual([santorini.slug]);
    expect(
      filterDestinations(destinations, filters({ category: 'Safari', continent: 'Europe' })),
    ).toEqual([]);
    expect(
      slugs(filterDestinations(destinations, filters({ continent: 'Asia', query: 'kyoto' }))),
    ).toEqual([japan.slug]);
    expect(
      filterDestinations(destinations, filters({ continent: 'Africa', query: 'kyoto' })),
    ).toEqual([]);
  });

  it('finds nothing for an unknown word', () => {
    expect(filterDestinations(destinations, filters({ query: 'atlantis' }))).toEqual([]);
  });
});

describe('showFeatured', () => {
  it('shows the Featured block only with both filters on All and no search', () => {
    expect(showFeatured(DEFAULT_FILTERS)).toBe(true);
    expect(showFeatured(filters({ query: '   ' }))).toBe(true);
    expect(showFeatured(filters({ query: 'k' }))).toBe(false);
    expect(showFeatured(filters({ category: 'Safari' }))).toBe(false);
    expect(showFeatured(filters({ continent: 'Asia' }))).toBe(false);
  });

  it('treats a blank search as not searching', () => {
    expect(isSearching({ query: ' ' })).toBe(false);
    expect(isSearching({ query: 'x' })).toBe(true);
  });
});

describe('query string', () => {
  it('writes readable values and leaves defaults out', () => {
    expect(filtersToParams(DEFAULT_FILTERS).toString()).toBe('');
    expect(
      filtersToParams(
        filters({ query: 'tokyo', category: 'Wine & Food', continent: 'South America' }),
      ).toString(),
    ).toBe('q=tokyo&category=wine-food&continent=south-america');
    expect(filterSlug('Wine & Food')).toBe('wine-food');
  });

  it('reads what it writes, and the display names too', () => {
    const view = filters({
      query: 'sea view',
      category: 'Wine & Food',
      continent: 'South America',
    });
    expect(parseFilters(filtersToParams(view))).toEqual(view);
    expect(parseFilters(new URLSearchParams('category=Honeymoon&continent=Europe'))).toEqual(
      filters({ category: 'Honeymoon', continent: 'Europe' }),
    );
  });

  it('falls back to All for unknown values', () => {
    expect(parseFilters(new URLSearchParams('category=space&continent=atlantis'))).toEqual(
      DEFAULT_FILTERS,
    );
  });
});

describe('relatedDestinations', () => {
  it('puts destinations sharing the continent or category first', () => {
    expect(slugs(relatedDestinations(santorini, destinations, 1))).toEqual([tuscany.slug]);
  });

  it('never includes the destination itself and fills up with others', () => {
    const related = relatedDestinations(kenya, destinations);
    expect(related).toHaveLength(3);
    expect(slugs(related)).not.toContain(kenya.slug);
  });
});
