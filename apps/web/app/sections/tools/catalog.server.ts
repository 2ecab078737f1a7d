import type { CatalogLanguage } from '@travel/catalog/i18n';
import { catalogList } from '../../lib/catalog-language.server.ts';

/**
 * The catalog entries /tools shows, read at prerender by its loader: the tools of the directory,
 * the recommended apps and the two checklists of tips. They reach the browser inside the page (as
 * loader data), so the catalog modules and their validation do not ship with the page's
 * JavaScript (issue 17). The page shows every field of them.
 */
export function toolsCatalog(lang: CatalogLanguage = 'en') {
  return {
    tools: catalogList('tools', lang),
    apps: catalogList('recommendedApps', lang),
    beforeYouGoTips: catalogList('beforeYouGoTips', lang),
    whileTravelingTips: catalogList('whileTravelingTips', lang),
  };
}

/** What /tools and its sections read. */
export type ToolsCatalog = ReturnType<typeof toolsCatalog>;
