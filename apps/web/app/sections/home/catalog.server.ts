import { TOOL_FILTERS, affiliateSearchUrl, statistics } from '@travel/catalog';
import type { CatalogKind, CatalogLanguage } from '@travel/catalog/i18n';
import { catalogList } from '../../lib/catalog-language.server.ts';
import { site } from '../../site.ts';

/**
 * The catalog entries the home page shows, read at prerender by its loader. They reach the
 * browser inside the page (as loader data), so the catalog modules and their validation do
 * not ship with the home page's JavaScript.
 */
export function homeCatalog(lang: CatalogLanguage = 'en') {
  const list = <K extends CatalogKind>(kind: K) => catalogList(kind, lang);
  return {
    statistics,
    serviceCards: list('serviceCards'),
    homeDestinations: list('homeDestinations'),
    tools: list('tools'),
    toolFilters: TOOL_FILTERS,
    homeSafetyTips: list('homeSafetyTips'),
    testimonials: list('testimonials'),
    testimonialStats: list('testimonialStats'),
    // Each item with its link to the retailer's search, tagged with the affiliate id.
    affiliateCategories: list('affiliateCategories').map((group) => ({
      ...group,
      items: group.items.map((item) => ({
        ...item,
        href: affiliateSearchUrl(item.searchTerm, site),
      })),
    })),
    experienceTypes: list('experienceTypes'),
    experiencePriceTeasers: list('experiencePriceTeasers'),
    reviews: list('reviews'),
    certifications: list('certifications'),
    socialVideos: list('socialVideos'),
    socialStats: list('socialStats'),
    trustClaims: list('trustClaims'),
  };
}

/** What the home sections read: each takes the entries it shows as props. */
export type HomeCatalog = ReturnType<typeof homeCatalog>;
