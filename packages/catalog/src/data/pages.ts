import * as v from 'valibot';
import { IsoDateSchema } from '../schemas.ts';
import { parseEntry, type ViteMeta } from '../validate.ts';

// See `CheckedSchema` (../validate.ts): the web app's browser bundle carries no schemas.
const checked = (import.meta as ViteMeta).env?.SSR !== false;

/**
 * When each page's own content last changed (`YYYY-MM-DD`): the `lastmod` the XML sitemap gives
 * it. Change a page's date with any change to its copy, its sections or the catalog entries only
 * it shows. Articles, destinations and the legal texts carry their own dates; pages that list
 * them (home, /blog, /destinations, /sitemap) report the newest of their own and their items'.
 */
const entries = {
  '/': '2026-11-24',
  '/services': '2026-11-24',
  '/services/all': '2026-11-24',
  '/destinations': '2026-11-22',
  '/experiences': '2026-11-24',
  '/about': '2026-11-24',
  '/contact': '2026-11-24',
  '/flight-booking': '2026-11-22',
  '/tools': '2026-11-22',
  '/quiz': '2026-11-22',
  '/faq': '2026-11-24',
  '/shop': '2026-11-22',
  '/print-store': '2026-11-22',
  '/blog': '2026-11-22',
  '/sitemap': '2026-11-24',
};

const PageUpdatesSchema = v.record(
  v.pipe(
    v.string(),
    v.regex(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/, 'must be a site path such as /services/all'),
  ),
  IsoDateSchema,
);

/** Each static page's path and the date its content last changed (legal pages: see the web app). */
export const pageUpdates: Readonly<Record<string, string>> = parseEntry(
  'pages',
  checked ? PageUpdatesSchema : undefined,
  entries,
  '"pageUpdates"',
);
