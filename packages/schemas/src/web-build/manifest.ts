import * as v from 'valibot';

/**
 * What the web build tells the server about itself (`.web-build.json` in the client build,
 * written by apps/web at the end of its build, read by apps/api at start): every HTML file with
 * its page, language, kind and the hashes of its inline scripts, the build's languages and its
 * not-found pages. The server trusts it rather than guessing pages from file names or reading
 * the HTML again. A dotfile: the server never serves it.
 */
export const WEB_BUILD_MANIFEST_FILE = '.web-build.json';

/** Bumped when the shape changes, so that a server never reads a build it does not understand. */
export const WEB_BUILD_MANIFEST_VERSION = 1;

/**
 * What a file is: a page a visitor can be on (and post a form from), a form's outcome page, a
 * not-found page (the site's `/404`, a section's `/blog/__not-found`), or the client-rendered
 * shell (React Router's SPA fallback, for the staff pages).
 */
export const PAGE_KINDS = ['page', 'outcome', 'not-found', 'shell'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

const PagePathSchema = v.pipe(v.string(), v.regex(/^\/(?:[^/?#\s]+(?:\/[^/?#\s]+)*)?$/));
/** A file of the build, relative, `/`-separated, with no `.` or `..` segment. */
const BuildFileSchema = v.pipe(
  v.string(),
  v.check(
    (file) =>
      file.endsWith('.html') &&
      !file.includes('\\') &&
      file.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..'),
    'an HTML file inside the build',
  ),
);

/**
 * An empty `<noscript data-slot="…">` the page renders for the server to fill (the /contact
 * form's request, for a visitor without JavaScript who came with a query string).
 */
export const NoscriptSlotSchema = v.object({
  /** The element's `data-slot`. */
  name: v.pipe(v.string(), v.minLength(1)),
  /** The class its contents take (`data-class`), if the page gives one. */
  className: v.optional(v.string()),
  /** Where its contents go: the index (in the file's text) of its `</noscript>`. */
  offset: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type NoscriptSlot = v.InferOutput<typeof NoscriptSlotSchema>;

export const WebBuildFileSchema = v.object({
  /** The file, relative to the client build: `es/services/index.html`. */
  file: BuildFileSchema,
  /** The address it answers: `/services`, `/es/services`, `/404`, `/es/blog/__not-found`. */
  path: PagePathSchema,
  language: v.pipe(v.string(), v.minLength(2)),
  kind: v.picklist(PAGE_KINDS),
  /**
   * `sha256-<base64>` of the text of each inline `<script>`, in order, as the browser hashes it
   * for the Content-Security-Policy (the page's final HTML, after every step of the build).
   */
  scriptHashes: v.array(v.pipe(v.string(), v.regex(/^sha256-[A-Za-z0-9+/]{43}=$/))),
  noscriptSlots: v.array(NoscriptSlotSchema),
});
export type WebBuildFile = v.InferOutput<typeof WebBuildFileSchema>;

export const WebBuildManifestSchema = v.object({
  version: v.literal(WEB_BUILD_MANIFEST_VERSION),
  /** The language of the files at the root (`/services`); the others are under their code. */
  defaultLanguage: v.pipe(v.string(), v.minLength(2)),
  /** Every language the build has pages in, the default first. */
  languages: v.array(v.pipe(v.string(), v.minLength(2))),
  /** Every HTML file of the build. */
  files: v.array(WebBuildFileSchema),
  notFound: v.object({
    /** The site's not-found page (`/404`), if the build has one. */
    site: v.nullable(PagePathSchema),
    /** Each section's own not-found page: `{ blog: '/blog/__not-found' }`. */
    sections: v.record(v.pipe(v.string(), v.regex(/^[^/?#\s]+$/)), PagePathSchema),
  }),
});
export type WebBuildManifest = v.InferOutput<typeof WebBuildManifestSchema>;
