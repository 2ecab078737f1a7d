import type { Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  languageOfPath,
  unlocalizedPath,
} from '@travel/i18n/languages';
import { waitForHydration } from '../support.ts';

/** The folders of the pages in the other languages (`de/…`, issue 26). */
const LANGUAGE_DIRS = new Set<string>(LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE));

/** The prerendered client build the server under test serves (WEB_BUILD_DIR, as the server). */
export const buildRoot = process.env.WEB_BUILD_DIR
  ? resolve(process.env.WEB_BUILD_DIR)
  : fileURLToPath(new URL('../../build/client/', import.meta.url));

/**
 * Addresses the site answers with a not-found page (HTTP 404): any unknown path, and an
 * unknown article or destination, which get their section's own design.
 */
export const notFoundPaths = [
  '/no-such-page',
  '/blog/no-such-article',
  '/destinations/no-such-destination',
];

/**
 * The addresses in the build's sitemap.xml, the file the server answers /sitemap.xml with.
 * Read from disk so that tests can be declared per page (Playwright collects tests
 * synchronously, before any server runs).
 */
function readSitemap(): URL[] {
  let xml: string;
  try {
    xml = readFileSync(join(buildRoot, 'sitemap.xml'), 'utf8');
  } catch {
    throw new Error(`No ${join(buildRoot, 'sitemap.xml')}: build the web app first (pnpm build).`);
  }
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? ''));
  if (urls.length === 0) throw new Error('sitemap.xml lists no page');
  return urls;
}

const sitemap = readSitemap();

/** The path of every URL in /sitemap.xml, in its order: every page in every language. */
export const sitemapPathsInEveryLanguage: readonly string[] = sitemap.map((url) => url.pathname);

/**
 * The English pages of /sitemap.xml: the per-page gates walk these (the other languages share
 * their markup and code; the language gate, languages.spec.ts, walks every version).
 */
export const sitemapPaths: readonly string[] = sitemapPathsInEveryLanguage.filter(
  (path) => languageOfPath(path) === DEFAULT_LANGUAGE,
);

/** The origin the sitemap and canonical links name (the production site, not the test server). */
export const siteOrigin: string = (sitemap[0] as URL).origin;

/**
 * Generated HTML that is no page of its own: the not-found designs the server answers unknown
 * addresses with (`/404`, `/blog/__not-found` …), and React Router's SPA fallback.
 */
const isShell = (path: string) => {
  const page = unlocalizedPath(path);
  return page === '/404' || page === '/__spa-fallback' || page.endsWith('/__not-found');
};

/** Outcomes every build has pages for: if these are missing, the list below is not trustworthy. */
const knownOutcomes = ['/thank-you', '/form-error', '/newsletter/subscribed'];

/**
 * Pages only reached through a form's outcome (HTTP 303 from the API): every prerendered page
 * that is neither in the sitemap nor a not-found design — each form's thank-you page, each
 * reason of failure, the newsletter's — read from the build so that a new one is gated too.
 */
export const outcomePaths: readonly string[] = prerenderedPages()
  .map(({ path }) => path)
  .filter((path) => !sitemapPaths.includes(path) && !isShell(path));
for (const path of knownOutcomes)
  if (!outcomePaths.includes(path))
    throw new Error(
      `The build has no prerendered ${path}: the outcome pages are not where expected.`,
    );

/**
 * Every prerendered HTML document of the build, as `{ path, file }` (path `/` for index.html).
 * The pages in other languages (`/de/…`) are left out unless `languages` is set.
 */
export function prerenderedPages({ languages = false } = {}): { path: string; file: string }[] {
  return readdirSync(buildRoot, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .filter((name) => languages || !LANGUAGE_DIRS.has(name.split(sep)[0] ?? ''))
    .sort()
    .map((name) => {
      const file = join(buildRoot, name);
      const path = `/${relative(buildRoot, file).split(sep).join('/')}`
        .replace(/index\.html$/, '')
        .replace(/\.html$/, '')
        .replace(/(.)\/$/, '$1');
      return { path, file };
    });
}

export interface PageProblems {
  /** Console errors, uncaught exceptions, failed and error responses, hydration warnings. */
  readonly messages: string[];
}

/**
 * Records everything that should never happen while a page loads: a console error, an
 * uncaught exception, a request that fails or answers an error status, and React's hydration
 * warnings (dev builds warn, production ones report a recoverable error; both are caught).
 * `documentStatus` lets the document itself answer 404 on a not-found address.
 */
export function watchPage(
  page: Page,
  { documentStatus = 200 }: { documentStatus?: number } = {},
): PageProblems {
  const messages: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    // Chromium logs the document's own 404 as a console error; the status is checked apart.
    if (
      documentStatus === 404 &&
      /status of 404/.test(text) &&
      message.location().url === page.url()
    )
      return;
    if (message.type() === 'error') messages.push(`console error: ${text}`);
    else if (/hydrat/i.test(text)) messages.push(`hydration ${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    messages.push(
      `request failed: ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`,
    );
  });
  page.on('response', (response) => {
    const isDocument =
      response.request().isNavigationRequest() && response.request().frame() === page.mainFrame();
    const expected = isDocument ? documentStatus : 200;
    if (response.status() >= 400 && response.status() !== expected)
      messages.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return { messages };
}

export type Theme = 'light' | 'dark';

/** Stores the theme (and optionally the language) before any script of the page runs. */
export async function presetVisitor(
  page: Page,
  { theme, language }: { theme: Theme; language?: string },
) {
  await page.addInitScript(
    ([storedTheme, storedLanguage]) => {
      localStorage.setItem('theme', storedTheme as string);
      if (storedLanguage) localStorage.setItem('language', storedLanguage);
      else localStorage.removeItem('language');
    },
    [theme, language ?? ''],
  );
}

/** Waits until React has hydrated the document, the network is quiet and fonts are in. */
export async function settle(page: Page) {
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
