import {
  TOOL_FILTERS,
  certifications,
  experiencePriceTeasers,
  experienceTypes,
  affiliateCategories,
  affiliateSearchUrl,
  homeDestinations,
  homeSafetyTips,
  reviews,
  serviceCards,
  socialStats,
  socialVideos,
  statistics,
  testimonialStats,
  testimonials,
  toolsInCategory,
  trustClaims,
} from '@travel/catalog';
import { site } from '../../site.ts';

/**
 * The catalog entries the home page shows, read at prerender by its loader. They reach the
 * browser inside the page (as loader data), so the catalog modules and their validation do
 * not ship with the home page's JavaScript.
 */
export function homeCatalog() {
  return {
    statistics,
    serviceCards,
    homeDestinations,
    tools: toolsInCategory('All'),
    toolFilters: TOOL_FILTERS,
    homeSafetyTips,
    testimonials,
    testimonialStats,
    // Each item with its link to the retailer's search, tagged with the affiliate id.
    affiliateCategories: affiliateCategories.map((group) => ({
      ...group,
      items: group.items.map((item) => ({
        ...item,
        href: affiliateSearchUrl(item.searchTerm, site),
      })),
    })),
    experienceTypes,
    experiencePriceTeasers,
    reviews,
    certifications,
    socialVideos,
    socialStats,
    trustClaims,
  };
}

/** What the home sections read: each takes the entries it shows as props. */
export type HomeCatalog = ReturnType<typeof homeCatalog>;
