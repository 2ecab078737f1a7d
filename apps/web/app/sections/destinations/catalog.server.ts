import type { CatalogLanguage } from '@travel/catalog/i18n';
import { catalogList } from '../../lib/catalog-language.server.ts';
import type { DestinationSummary } from './summary.ts';

/**
 * The destinations /destinations lists, read at prerender by its loader. They reach the browser
 * inside the page (as loader data) with only what the listing shows, so the catalog module
 * (every destination in full) does not ship with the page's JavaScript (issue 17).
 */
export function destinationSummaries(lang: CatalogLanguage = 'en'): DestinationSummary[] {
  const english = new Map(
    catalogList('destinations', 'en').map(({ slug, name, location }) => [
      slug,
      `${name} · ${location}`,
    ]),
  );
  return catalogList('destinations', lang).map(
    ({
      overview: _overview,
      itinerary: _itinerary,
      bestTime: _bestTime,
      updated: _updated,
      ...summary
    }) => (lang === 'en' ? summary : { ...summary, englishNames: english.get(summary.slug) ?? '' }),
  );
}
