import { resolveSiteConfig, type SiteConfig } from './site.ts';

/**
 * Set by the web app's Vite config (`define: { __SITE__: … }`) to the configuration resolved
 * once at build, so prerendered HTML and the browser bundle read the same values.
 */
declare const __SITE__: SiteConfig | undefined;

/**
 * The site configuration this code runs with: the one the web build inlined, or, anywhere
 * without one (the API, scripts, tests in Node), the defaults with this process's `SITE_*`
 * variables applied. Catalog data that quotes the agency (social links, founding year, city in
 * prose) is derived from it, so a build for another office or brand says so everywhere.
 */
export const currentSiteConfig: SiteConfig =
  typeof __SITE__ === 'undefined'
    ? resolveSiteConfig(
        (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env,
      )
    : __SITE__;
