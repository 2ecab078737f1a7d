import { languageOfPath, localizedPath, unlocalizedPath } from '@travel/i18n';
import type { BuildIndex } from './build-index.ts';

export interface NotFoundPages {
  /** The site's not-found page relative to the build, if it has one. */
  notFoundPage: string | null;
  /**
   * The not-found page for this address, in its language (`/de/…` gets the German one): a
   * section's own (`/blog/__not-found/` answers an unknown `/blog/…`) when the build has one,
   * else the site's.
   */
  notFoundPageFor: (url: string) => string | null;
}

/** The build's not-found pages, as its manifest names them. */
export function notFoundPages(build: BuildIndex): NotFoundPages {
  const { site, sections } = build.manifest.notFound;
  const notFoundPage = (site && build.fileOf(site)) ?? null;
  return {
    notFoundPage,
    notFoundPageFor: (url) => {
      const path = url.split(/[?#]/, 1)[0] ?? '/';
      const language = languageOfPath(path);
      const section = /^\/([^/?#]+)\/[^?#]/.exec(unlocalizedPath(path))?.[1];
      const sectionPath = section === undefined ? undefined : sections[section];
      const inLanguage = (english: string | null | undefined) =>
        english
          ? (build.fileOf(localizedPath(english, language)) ?? build.fileOf(english))
          : undefined;
      return inLanguage(sectionPath) ?? inLanguage(site) ?? notFoundPage;
    },
  };
}
