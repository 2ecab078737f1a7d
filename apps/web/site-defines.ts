import { prebuildSchedules, resolveSiteConfig, weeklySchedule } from '@travel/catalog';
import { LANGUAGE_CODES } from '@travel/i18n/languages';

/**
 * What the site's code reads as build-time constants (app/env.d.ts), for `define` in every Vite
 * config that builds it: the app (from the `SITE_*` variables), and the unit tests and stories
 * (from the defaults, so they do not change with the environment).
 */
export function siteDefines(env: Readonly<Record<string, string | undefined>>) {
  const site = resolveSiteConfig(env);
  return {
    // The site configuration is resolved once, at build, and inlined in both the prerendered
    // HTML and the client bundle so they never disagree.
    __SITE__: JSON.stringify(site),
    // The office hours in every language, worked out here rather than in the browser, where the
    // first Intl date formatter of a page held a phone's main thread during hydration (issue 17).
    __OFFICE_HOURS__: JSON.stringify(prebuildSchedules(weeklySchedule(site.hours), LANGUAGE_CODES)),
  };
}
