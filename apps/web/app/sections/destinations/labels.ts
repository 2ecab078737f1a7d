import type { DestinationCategoryFilter, DestinationContinentFilter } from '@travel/catalog';

/** Dictionary key of each category filter (`destinations:categories.<key>`). */
export const CATEGORY_LABEL_KEYS = {
  All: 'all',
  Safari: 'safari',
  Honeymoon: 'honeymoon',
  Luxury: 'luxury',
  Cultural: 'cultural',
  Adventure: 'adventure',
  'Wine & Food': 'wineFood',
} as const satisfies Record<DestinationCategoryFilter, string>;

/** Dictionary key of each continent filter (`destinations:continents.<key>`). */
export const CONTINENT_LABEL_KEYS = {
  All: 'all',
  Africa: 'africa',
  Asia: 'asia',
  Europe: 'europe',
  'South America': 'southAmerica',
} as const satisfies Record<DestinationContinentFilter, string>;
