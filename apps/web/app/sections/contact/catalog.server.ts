import { trustClaims, type TrustClaim } from '@travel/catalog';

/**
 * The catalog entries /contact shows, read at prerender by its loader. They reach the browser
 * inside the page (as loader data), so the catalog's trust module and the validation that comes
 * with it do not ship with the page's JavaScript (issue 17).
 */
export function contactCatalog() {
  return {
    /**
     * The promises of WhyChoose, every one: its figure, icon, title and description (the last
     * two the English fallbacks of their `common:catalog.trust` strings).
     */
    trustClaims: trustClaims.map(({ id, icon, value, title, description }): TrustClaim => ({
      id,
      icon,
      title,
      description,
      ...(value === undefined ? {} : { value }),
    })),
  };
}

export type ContactCatalog = ReturnType<typeof contactCatalog>;
