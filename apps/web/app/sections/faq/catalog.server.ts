import type { CatalogLanguage } from '@travel/catalog/i18n';
import { catalogList } from '../../lib/catalog-language.server.ts';
import type { FaqCatalog } from './search.ts';

/**
 * The questions /faq shows, read at prerender by its loader. They reach the browser inside the
 * page (as loader data), so the catalog's FAQ module and the validation that comes with it do not
 * ship with the page's JavaScript (issue 17). The page shows every field of them.
 */
export function faqCatalog(lang: CatalogLanguage = 'en'): FaqCatalog {
  return {
    categories: catalogList('faqCategories', lang),
    destinationGroups: catalogList('destinationFaqGroups', lang),
  };
}
