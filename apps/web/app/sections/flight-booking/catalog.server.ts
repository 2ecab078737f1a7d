import type { CatalogLanguage } from '@travel/catalog/i18n';
import { catalogList, marksOf } from '../../lib/catalog-language.server.ts';
import type { FlightBenefit } from './FlightWhy.tsx';

/** The four promises of the side card, from the catalog's trust claims, in this order. */
export const FLIGHT_BENEFIT_IDS = ['best-price', 'support', 'protected', 'perks'] as const;

/**
 * The catalog entries /flight-booking shows, read at prerender by its loader. They reach the
 * browser inside the page (as loader data), so the catalog's trust module and the validation
 * that comes with it do not ship with the page's JavaScript (issue 17).
 */
export function flightCatalog(lang: CatalogLanguage = 'en') {
  const trustClaims = catalogList('trustClaims', lang);
  return {
    /**
     * The promises of the side card: their icon, title and description (the last two the English
     * fallbacks of their `common:catalog.trust` strings). Not their figure: the card shows none.
     */
    benefits: FLIGHT_BENEFIT_IDS.flatMap(
      (id) =>
        trustClaims
          .filter((claim) => claim.id === id)
          .map(({ icon, title, description, ...entry }) => ({
            id,
            icon,
            title,
            description,
            ...marksOf(entry),
          })) satisfies FlightBenefit[],
    ),
  };
}

export type FlightCatalog = ReturnType<typeof flightCatalog>;
