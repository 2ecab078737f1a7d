import type { CatalogLanguage } from '@travel/catalog/i18n';
import { catalogList } from '../../lib/catalog-language.server.ts';
import type { ExperienceTypeSummary } from './ExperienceTypes.tsx';

/**
 * The catalog entries /experiences shows, read at prerender by its loader. They reach the browser
 * inside the page (as loader data), so the catalog module of experiences and its validation do
 * not ship with the page's JavaScript.
 */
export function experiencesCatalog(lang: CatalogLanguage = 'en') {
  const featuredExperiences = catalogList('featuredExperiences', lang);
  return {
    /** In full: the page shows each kind as a row with its example, ideas and inclusions. */
    experienceTypes: catalogList('experienceTypes', lang),
    featuredExperiences,
    experiencePriceTeasers: catalogList('experiencePriceTeasers', lang),
    /** The cheapest featured experience in dollars, as the “from” price of the page's description. */
    lowestPriceUsd: Math.min(...featuredExperiences.map((experience) => experience.priceUsd)),
  };
}

/** What /experiences shows, as its loader returns it. */
export type ExperiencesCatalog = ReturnType<typeof experiencesCatalog>;

/**
 * The experiential-travel band of a longer page (/services/all, ExperientialSection): the kinds
 * as short cards show them, without the example, ideas and inclusions they do not show.
 */
export function experientialCatalog(lang: CatalogLanguage = 'en') {
  return {
    experienceTypes: catalogList('experienceTypes', lang).map(
      ({
        example: _example,
        examples: _examples,
        features: _features,
        ...summary
      }): ExperienceTypeSummary => summary,
    ),
    featuredExperiences: catalogList('featuredExperiences', lang),
  };
}
