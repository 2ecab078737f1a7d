import { beforeYouGoTips, recommendedApps, tools, whileTravelingTips } from '@travel/catalog';

/**
 * The catalog entries /tools shows, read at prerender by its loader: the tools of the directory,
 * the recommended apps and the two checklists of tips. They reach the browser inside the page (as
 * loader data), so the catalog modules and their validation do not ship with the page's
 * JavaScript (issue 17). The page shows every field of them.
 */
export function toolsCatalog() {
  return { tools, apps: recommendedApps, beforeYouGoTips, whileTravelingTips };
}

/** What /tools and its sections read. */
export type ToolsCatalog = ReturnType<typeof toolsCatalog>;
