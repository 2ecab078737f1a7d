import type { SiteConfig } from '@travel/catalog';

declare global {
  /** The site configuration, inlined at build by vite.config.ts. */
  const __SITE__: SiteConfig;
}
