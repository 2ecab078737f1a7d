import { languageFromCookies } from '@travel/i18n';
import type { WebBuildFile, WebBuildManifest } from '@travel/schemas/web-build';

/** `file` (relative to the build) in the language the cookie names, when the build has it. */
export type InLanguage = (file: string, cookieHeader: string | undefined) => string;

/** The web build as its manifest describes it, indexed for the requests' questions. */
export interface BuildIndex {
  manifest: WebBuildManifest;
  /** Pages a visitor can be on and post a form from (`/contact`): no outcome or not-found page. */
  pages: ReadonlySet<string>;
  /** Pages a form's outcome leads to (`/thank-you`). */
  outcomePages: ReadonlySet<string>;
  /** The file of a page path in the build's default language. */
  fileOf: (path: string) => string | undefined;
  /** What the manifest says of a file (relative, `/`-separated). */
  entryOf: (file: string) => WebBuildFile | undefined;
  inLanguage: InLanguage;
}

/** Indexes the manifest once, at start: no request reads the file system to learn the build. */
export function buildIndexOf(manifest: WebBuildManifest): BuildIndex {
  const { defaultLanguage } = manifest;
  const byFile = new Map(manifest.files.map((entry) => [entry.file, entry]));
  /** `language\0path` → file; the first file of a path wins (`404/index.html` before `404.html`). */
  const byPath = new Map<string, string>();
  const pages = new Set<string>();
  const outcomePages = new Set<string>();
  for (const entry of manifest.files) {
    const key = `${entry.language}\0${entry.path}`;
    const preferred = byPath.get(key)?.endsWith('/index.html');
    if (!preferred) byPath.set(key, entry.file);
    if (entry.language !== defaultLanguage) continue;
    if (entry.kind === 'page') pages.add(entry.path);
    if (entry.kind === 'outcome') outcomePages.add(entry.path);
  }
  return {
    manifest,
    pages,
    outcomePages,
    fileOf: (path) => byPath.get(`${defaultLanguage}\0${path}`),
    entryOf: (file) => byFile.get(file),
    inLanguage: (file, cookieHeader) => {
      const language = languageFromCookies(cookieHeader);
      const entry = byFile.get(file);
      if (!language || language === defaultLanguage || !entry) return file;
      return byPath.get(`${language}\0${entry.path}`) ?? file;
    },
  };
}
