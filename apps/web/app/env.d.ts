import type { PrebuiltSchedules, SiteConfig } from '@travel/catalog';

declare global {
  /** The site configuration, inlined at build by vite.config.ts. */
  const __SITE__: SiteConfig;
  /** LEAD_RETENTION_DAYS at build (`@travel/catalog` resolveLeadRetentionDays); null: kept. */
  const __LEAD_RETENTION_DAYS__: number | null;
  /** The office hours in every language, worked out at build (site-defines.ts). */
  const __OFFICE_HOURS__: PrebuiltSchedules;
}
