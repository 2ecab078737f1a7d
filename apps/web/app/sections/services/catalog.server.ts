import type { CatalogLanguage } from '@travel/catalog/i18n';
import { catalogList, marksOf } from '../../lib/catalog-language.server.ts';
import type { TripStyle } from './TailorMadeSection.tsx';

/**
 * The catalog entries /services shows, read at prerender by its loader. They reach the browser
 * inside the page (as loader data), so the catalog modules (services, process, experiences and
 * events, with their validation) do not ship with the page's JavaScript.
 */
export function servicesCatalog(lang: CatalogLanguage = 'en') {
  return {
    /** Every service: the bands of ServiceDetails and the two Umrah journeys. */
    services: catalogList('serviceCards', lang),
    /** The steps of ProcessSection. */
    process: catalogList('planningProcess', lang),
    /** The kinds of trip TailorMadeSection names: only their icon and title, not the full entries. */
    tripStyles: [...catalogList('experienceTypes', lang), ...catalogList('eventTypes', lang)].map(
      ({ id, icon, title, ...entry }): TripStyle => ({
        id,
        icon,
        title,
        ...marksOf(entry),
      }),
    ),
  };
}

export type ServicesCatalog = ReturnType<typeof servicesCatalog>;
