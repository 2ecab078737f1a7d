import type { PrebuiltSchedules, SiteConfig } from '@travel/catalog';

declare global {
  interface ImportMetaEnv {
    /**
     * True in the site's production browser build only (vite.config.ts): static parts ship no code there
     * (lib/static-part.tsx). Unset when prerendering, in Storybook and in unit tests.
     */
    readonly ISLANDS?: boolean;
  }
  /** The site configuration, inlined at build by vite.config.ts. */
  const __SITE__: SiteConfig;
  /** LEAD_RETENTION_DAYS at build (`@travel/catalog` resolveLeadRetentionDays); null: kept. */
  const __LEAD_RETENTION_DAYS__: number | null;
  /** The office hours in every language, worked out at build (site-defines.ts). */
  const __OFFICE_HOURS__: PrebuiltSchedules;
}
