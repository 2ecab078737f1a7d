import type { Destination } from '@travel/catalog';

/**
 * A destination as the listing shows it: card, search, filters and the list's structured data.
 * Without the detail page's overview, itinerary, best time and date of change, which the listing
 * never reads: /destinations receives its entries as loader data (`catalog.server.ts`), so what
 * it does not show is not sent. A full `Destination` is one too.
 */
export type DestinationSummary = Omit<
  Destination,
  'overview' | 'itinerary' | 'bestTime' | 'updated'
> & {
  /**
   * On a page in another language, the English name and location (`Masai Mara Safari Adventure ·
   * Masai Mara, Kenya`), which the search still matches.
   */
  englishNames?: string;
};
