import { relative, sep } from 'node:path';
import { DEFAULT_LANGUAGE, isLanguageCode } from '@travel/i18n';
import { API_PREFIX, RESERVED_PATHS } from '@travel/schemas';

/** Addresses and files of the web build: which are internal, how long to cache. */

/** The page whose form the server fills for a query string (see `renderContactContext`). */
export const CONTACT_PATH = '/contact';

/** `404`: its page, `404/index.html`, and its data, `404.data`. */
const NOT_FOUND = RESERVED_PATHS.notFound.slice(1);
const SPA_FALLBACK = RESERVED_PATHS.spaFallback.slice(1);

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
 * not-found designs (`/blog/__not-found`), React Router's SPA fallback, their `.data`, in every
 * language (`/de/404`), and the folder the pages in other languages once had (`/__lang/…`).
 */
export function isInternalPath(pathname: string): boolean {
  // Malformed escapes name no file either.
  const path = decoded(pathname) ?? pathname;
  const segments = path.split(/[/\\]/).filter(Boolean);
  // `/de/404` is the German `/404`.
  const prefixed = segments[0] !== DEFAULT_LANGUAGE && isLanguageCode(segments[0]);
  const first = (prefixed ? segments[1] : segments[0]) ?? '';
  return (
    first === NOT_FOUND ||
    first.startsWith(`${NOT_FOUND}.`) ||
    first.startsWith(SPA_FALLBACK) ||
    first === RESERVED_PATHS.languagePagesDir ||
    segments.some((segment) => segment.startsWith(RESERVED_PATHS.sectionNotFoundSlug))
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
  return url.startsWith(API_PREFIX) && /^(?:[/?#]|$)/.test(url.slice(API_PREFIX.length));
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
