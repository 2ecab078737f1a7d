import type { BuildIndex } from './build-index.ts';

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

/** The build's not-found pages, as its manifest names them. */
export function notFoundPages(build: BuildIndex): NotFoundPages {
  const { site, sections } = build.manifest.notFound;
  const notFoundPage = (site && build.fileOf(site)) ?? null;
  const sectionPages = new Map<string, string>();
  for (const [section, path] of Object.entries(sections)) {
    const file = build.fileOf(path);
    if (file) sectionPages.set(section, file);
  }
  return {
    notFoundPage,
    notFoundPageFor: (url, cookieHeader) => {
      const section = /^\/([^/?#]+)\/[^?#]/.exec(url)?.[1];
      const page = (section && sectionPages.get(section)) ?? notFoundPage;
      return page && build.inLanguage(page, cookieHeader);
    },
  };
}
