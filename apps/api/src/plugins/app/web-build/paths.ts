import { readdirSync } from 'node:fs';
import { relative, sep } from 'node:path';

/** Addresses and files of the web build: which are pages, which internal, how long to cache. */

/** Where React Router's prerender writes the catch-all page (`/404`), then the classic name. */
export const NOT_FOUND_PAGES = ['404/index.html', '404.html'];

/**
 * The slug under which a section prerenders its own not-found design, e.g. the blog's
 * Article Not Found at `/blog/__not-found/`; served, status 404, for unknown addresses in it.
 */
export const SECTION_NOT_FOUND_SLUG = '__not-found';

/**
 * Where the web build keeps every page in each other language (apps/web
 * scripts/language-pages.ts): `__lang/es/services/index.html` is /services in Spanish.
 */
export const LANGUAGE_PAGES_DIR = '__lang';

/** Pages only a form's outcome leads to: nobody posts a form from them. */
export const OUTCOME_PAGE = /^\/(?:thank-you|form-error|newsletter)(?:\/|$)/;

/** The page whose form the server fills for a query string (see `renderContactContext`). */
export const CONTACT_PAGE = 'contact/index.html';

/** Decodes a path, or null when its escapes are malformed. */
function decoded(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/**
 * Files the prerender writes that are no page of the site, which answer 404 like any unknown
 * address: the catch-all route's page (`/404`, served for unknown addresses), the sections'
 * not-found designs (`/blog/__not-found`), React Router's SPA fallback, their `.data`, and the
 * pages in other languages (served at the pages' own addresses, by cookie).
 */
export function isInternalPath(pathname: string): boolean {
  // Malformed escapes name no file either.
  const path = decoded(pathname) ?? pathname;
  const segments = path.split(/[/\\]/).filter(Boolean);
  const first = segments[0] ?? '';
  return (
    /^404(?:\.|$)/.test(first) ||
    first.startsWith('__spa-fallback') ||
    first === LANGUAGE_PAGES_DIR ||
    segments.some((segment) => segment.startsWith(SECTION_NOT_FOUND_SLUG))
  );
}

/**
 * A request path as the page path it names (`/services/` → `/services`), or null when it
 * cannot name a page: malformed or encoded separators (`%2F`, `\`), `.` or `..` segments,
 * dotfiles, empty segments, control characters. Only such plain paths reach the file system.
 */
export function normalizePagePath(pathname: string): string | null {
  if (/%2f|%5c/i.test(pathname)) return null;
  const path = decoded(pathname);
  if (path === null || !path.startsWith('/') || /[\\\p{Cc}]/u.test(path)) return null;
  const trimmed = path.length > 1 ? path.replace(/\/$/, '') : path;
  if (trimmed === '/') return trimmed;
  const segments = trimmed.slice(1).split('/');
  if (segments.some((segment) => segment === '' || segment.startsWith('.'))) return null;
  return trimmed;
}

export function isApiPath(url: string): boolean {
  return /^\/api(?:[/?#]|$)/.test(url);
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
const ONE_HOUR = 'public, max-age=3600';

/**
 * Cache policy by file: hashed assets forever; HTML, and the `.data` React Router reads when
 * it navigates to a page, always revalidated (they change with every build under the same
 * name); the rest an hour.
 */
export function cacheControlFor(root: string, file: string): string {
  // A precompressed sibling gets the policy of the file it stands for.
  const original = file.replace(/\.(br|gz)$/, '');
  if (relative(root, original).startsWith(`assets${sep}`)) return IMMUTABLE;
  if (original.endsWith('.html') || original.endsWith('.data')) return REVALIDATE;
  return ONE_HOUR;
}

/** The file of a page path: `/services` is `services/index.html`, `/` is `index.html`. */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/**
 * The page paths of a build (`services/index.html` is `/services`, `index.html` is `/`):
 * the pages a visitor can be on, and the outcome pages forms lead to.
 */
export function pagePaths(root: string): { pages: Set<string>; outcomePages: Set<string> } {
  const pages = new Set<string>();
  const outcomePages = new Set<string>();
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    const name = file.split(sep).join('/');
    if (name !== 'index.html' && !name.endsWith('/index.html')) continue;
    const path = `/${name.slice(0, -'index.html'.length)}`.replace(/\/$/, '') || '/';
    if (isInternalPath(path) || name.split('/').some((part) => part.startsWith('.'))) continue;
    (OUTCOME_PAGE.test(path) ? outcomePages : pages).add(path);
  }
  return { pages, outcomePages };
}
