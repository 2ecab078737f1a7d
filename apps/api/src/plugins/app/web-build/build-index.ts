import type { WebBuildFile, WebBuildManifest } from '@travel/schemas/web-build';

/** The web build as its manifest describes it, indexed for the requests' questions. */
export interface BuildIndex {
  manifest: WebBuildManifest;
  /**
   * Pages a visitor can be on and post a form from (`/contact`, `/de/contact`): no outcome or
   * not-found page.
   */
  pages: ReadonlySet<string>;
  /** Pages a form's outcome leads to (`/thank-you`, `/de/thank-you`). */
  outcomePages: ReadonlySet<string>;
  /** The file of a page's address (`/de/services` → `de/services/index.html`). */
  fileOf: (path: string) => string | undefined;
  /** What the manifest says of a file (relative, `/`-separated). */
  entryOf: (file: string) => WebBuildFile | undefined;
}

/**
 * Indexes the manifest once, at start: no request reads the file system to learn the build.
 * Every language version of a page has its own address (issue 26), so an address names one file
 * whoever asks.
 */
export function buildIndexOf(manifest: WebBuildManifest): BuildIndex {
  const byFile = new Map(manifest.files.map((entry) => [entry.file, entry]));
  /** path → file; the first file of a path wins (`404/index.html` before `404.html`). */
  const byPath = new Map<string, string>();
  const pages = new Set<string>();
  const outcomePages = new Set<string>();
  for (const entry of manifest.files) {
    const preferred = byPath.get(entry.path)?.endsWith('/index.html');
    if (!preferred) byPath.set(entry.path, entry.file);
    if (entry.kind === 'page') pages.add(entry.path);
    if (entry.kind === 'outcome') outcomePages.add(entry.path);
  }
  return {
    manifest,
    pages,
    outcomePages,
    fileOf: (path) => byPath.get(path),
    entryOf: (file) => byFile.get(file),
  };
}
