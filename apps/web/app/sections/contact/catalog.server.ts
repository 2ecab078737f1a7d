import type { TrustClaim } from '@travel/catalog';
import type { CatalogLanguage } from '@travel/catalog/i18n';
import { catalogList, marksOf } from '../../lib/catalog-language.server.ts';

/**
 * The catalog entries /contact shows, read at prerender by its loader. They reach the browser
 * inside the page (as loader data), so the catalog's trust module and the validation that comes
 * with it do not ship with the page's JavaScript (issue 17).
 */
export function contactCatalog(lang: CatalogLanguage = 'en') {
  return {
    /**
     * The promises of WhyChoose, every one: its figure (as written and as a number), icon, title and description (the last
     * two the English fallbacks of their `common:catalog.trust` strings).
     */
    trustClaims: catalogList('trustClaims', lang).map(
      ({ id, icon, value, figure, title, description, ...entry }) => ({
        id,
        icon,
        title,
        description,
        ...(value === undefined ? {} : { value }),
        // The figure as a number, formatted for the page's language (`trustClaimText`).
        ...(figure === undefined ? {} : { figure }),
        ...marksOf(entry),
      }),
    ) satisfies TrustClaim[],
  };
}

export type ContactCatalog = ReturnType<typeof contactCatalog>;
