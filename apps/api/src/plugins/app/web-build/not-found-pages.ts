import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { InLanguage } from './language.ts';
import { NOT_FOUND_PAGES, SECTION_NOT_FOUND_SLUG } from './paths.ts';

export interface NotFoundPages {
  /** The site's not-found page relative to the build, if it has one. */
  notFoundPage: string | null;
  /**
   * The not-found page for this address: a section's own (`/blog/__not-found/` answers an
   * unknown `/blog/…`) when the build has one, else the site's; in the language the request's
   * cookie names, when the build has the page in it.
   */
  notFoundPageFor: (url: string, cookieHeader?: string) => string | null;
}

/** The build's not-found pages, found once at start. */
export function notFoundPages(root: string, inLanguage: InLanguage): NotFoundPages {
  const notFoundPage = NOT_FOUND_PAGES.find((page) => existsSync(join(root, page))) ?? null;
  const sectionPages = new Map<string, string>();
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const page = join(entry.name, SECTION_NOT_FOUND_SLUG, 'index.html');
    if (existsSync(join(root, page))) sectionPages.set(entry.name, page);
  }
  return {
    notFoundPage,
    notFoundPageFor: (url, cookieHeader) => {
      const section = /^\/([^/?#]+)\/[^?#]/.exec(url)?.[1];
      const page = (section && sectionPages.get(section)) ?? notFoundPage;
      return page && inLanguage(page, cookieHeader);
    },
  };
}
