import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE, languageFromCookies } from '@travel/i18n';
import { renderContactContext } from '../../lib/contact-context-page.ts';
import { inlineScripts, sha256Source } from '../../lib/content-security-policy.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The served web build, or null when there is none (API only). */
    webBuild: WebBuild | null;
  }
}

export interface WebBuild {
  root: string;
  /** The not-found page relative to `root`, if the build has one. */
  notFoundPage: string | null;
  /**
   * The not-found page for this address: a section's own (`/blog/__not-found/` answers an
   * unknown `/blog/…`) when the build has one, else the site's; in the language the request's
   * cookie names, when the build has the page in it.
   */
  notFoundPageFor: (url: string, cookieHeader?: string) => string | null;
  /** Content-Security-Policy of each HTML file, by absolute path. */
  pagePolicies: ReadonlyMap<string, string>;
  /**
   * Whether `path` (`/contact`, no trailing slash) is a page a visitor can be on when they
   * post a form: one of the build's pages, not a not-found or outcome page.
   */
  isPage: (path: string) => boolean;
}

export interface StaticPluginOptions {
  /** The web app's prerendered client build; null serves no site. */
  root: string | null;
  /** The Content-Security-Policy of a page whose inline scripts have these hashes. */
  pagePolicy: (scriptHashes: string[]) => string;
}

/** Where React Router's prerender writes the catch-all page (`/404`), then the classic name. */
const NOT_FOUND_PAGES = ['404/index.html', '404.html'];

/**
 * The slug under which a section prerenders its own not-found design, e.g. the blog's
 * Article Not Found at `/blog/__not-found/`; served, status 404, for unknown addresses in it.
 */
const SECTION_NOT_FOUND_SLUG = '__not-found';

/**
 * Where the web build keeps every page in each other language (apps/web
 * scripts/language-pages.ts): `__lang/es/services/index.html` is /services in Spanish.
 */
const LANGUAGE_PAGES_DIR = '__lang';

/**
 * Files the prerender writes that are no page of the site, which answer 404 like any unknown
 * address: the catch-all route's page (`/404`, served for unknown addresses), the sections'
 * not-found designs (`/blog/__not-found`), React Router's SPA fallback, their `.data`, and the
 * pages in other languages (served at the pages' own addresses, by cookie).
 */
export function isInternalPath(pathname: string): boolean {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // Malformed escapes name no file either.
  }
  const segments = path.split(/[/\\]/).filter(Boolean);
  const first = segments[0] ?? '';
  return (
    /^404(?:\.|$)/.test(first) ||
    first.startsWith('__spa-fallback') ||
    first === LANGUAGE_PAGES_DIR ||
    segments.some((segment) => segment.startsWith(SECTION_NOT_FOUND_SLUG))
  );
}

/** Pages only a form's outcome leads to: nobody posts a form from them. */
const OUTCOME_PAGE = /^\/(?:thank-you|form-error|newsletter)(?:\/|$)/;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
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
function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/** The page paths of a build: `services/index.html` is `/services`, `index.html` is `/`. */
function pagePaths(root: string): Set<string> {
  const paths = new Set<string>();
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    const name = file.split(sep).join('/');
    if (name !== 'index.html' && !name.endsWith('/index.html')) continue;
    const path = `/${name.slice(0, -'index.html'.length)}`.replace(/\/$/, '') || '/';
    if (!isInternalPath(path) && !OUTCOME_PAGE.test(path)) paths.add(path);
  }
  return paths;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compresses a page made for one request, as the build precompresses the others: brotli at a
 * quality fast enough to run per request, else gzip.
 */
async function compressFor(
  request: FastifyRequest,
  body: string,
): Promise<{ encoding: 'br' | 'gzip' | null; body: Buffer | string }> {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    return {
      encoding: 'br',
      body: await brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
    };
  }
  if (/\bgzip\b/.test(accepted)) return { encoding: 'gzip', body: await gzipAsync(body) };
  return { encoding: null, body };
}

/**
 * React Router's prerendered pages carry inline scripts (the theme script, router context,
 * hydration). Rather than allow inline scripts at large, each page gets a policy listing the
 * SHA-256 of exactly the scripts it contains. Read once at start: the build does not change
 * under a running server.
 */
export function readPagePolicies(
  root: string,
  pagePolicy: StaticPluginOptions['pagePolicy'],
): Map<string, string> {
  const policies = new Map<string, string>();
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' });
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    const path = join(root, file);
    const hashes = inlineScripts(readFileSync(path, 'utf8')).map(sha256Source);
    policies.set(path, pagePolicy(hashes));
  }
  return policies;
}

export function isApiPath(url: string): boolean {
  return /^\/api(?:[/?#]|$)/.test(url);
}

async function staticPlugin(fastify: FastifyInstance, opts: StaticPluginOptions): Promise<void> {
  const root = opts.root;
  if (!root || !existsSync(root) || !statSync(root).isDirectory()) {
    if (root)
      fastify.log.warn(`No web build at ${root}: serving the API only. Build the web app first.`);
    fastify.decorate('webBuild', null);
    return;
  }

  const pagePolicies = readPagePolicies(root, opts.pagePolicy);
  const fallbackPolicy = opts.pagePolicy([]);
  const pages = pagePaths(root);
  const isPage = (path: string) => pages.has(path);

  await fastify.register(fastifyStatic, {
    root,
    // React Router writes `services/index.html` for /services; serve it for both spellings.
    index: ['index.html'],
    redirect: false,
    preCompressed: true,
    cacheControl: false,
    allowedPath: (pathname) => !isApiPath(pathname),
    setHeaders: (reply: FastifyReply, file: string) => {
      reply.header('cache-control', cacheControlFor(root, file));
      // A precompressed page has the policy of the page it stands for.
      const original = file.replace(/\.(br|gz)$/, '');
      if (original.endsWith('.html')) {
        reply.header('content-security-policy', pagePolicies.get(original) ?? fallbackPolicy);
        // The same address answers another language for another cookie.
        reply.header('vary', 'cookie');
      }
    },
  });

  /** `file` (relative to `root`) in the language the cookie names, when the build has it. */
  const inLanguage = (file: string, cookieHeader: string | undefined): string => {
    const language = languageFromCookies(cookieHeader);
    if (!language || language === DEFAULT_LANGUAGE) return file;
    const translated = `${LANGUAGE_PAGES_DIR}/${language}/${file}`;
    return existsSync(join(root, translated)) ? translated : file;
  };

  // Not through `allowedPath`: the not-found handler sends these very files with `sendFile`.
  fastify.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const queryStart = request.url.indexOf('?');
    const pathname = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
    if (isInternalPath(pathname)) return reply.callNotFound();
    // A page, asked for by a visitor who chose another language: that language's copy.
    // (/contact has its own route below, which does the same.)
    const path = pathname.replace(/(.)\/$/, '$1');
    if (!isPage(path) && !OUTCOME_PAGE.test(path)) return;
    if (path === '/contact') return;
    const file = pageFile(path);
    const translated = inLanguage(file, request.headers.cookie);
    if (translated !== file && existsSync(join(root, file))) return reply.sendFile(translated);
  });

  const notFoundPage = NOT_FOUND_PAGES.find((page) => existsSync(join(root, page))) ?? null;
  const sectionPages = new Map<string, string>();
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const page = join(entry.name, SECTION_NOT_FOUND_SLUG, 'index.html');
    if (entry.isDirectory() && existsSync(join(root, page))) sectionPages.set(entry.name, page);
  }
  const notFoundPageFor = (url: string, cookieHeader?: string): string | null => {
    const section = /^\/([^/?#]+)\/[^?#]/.exec(url)?.[1];
    const page = (section && sectionPages.get(section)) ?? notFoundPage;
    return page && inLanguage(page, cookieHeader);
  };
  fastify.decorate('webBuild', { root, notFoundPage, notFoundPageFor, pagePolicies, isPage });

  if (existsSync(join(root, CONTACT_PAGE))) {
    const contactHtml = new Map<string, string>();
    // /contact?service=… for visitors without JavaScript (lib/contact-context-page.ts). Made
    // per request, so it is compressed here rather than at build time.
    const contactPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const file = inLanguage(CONTACT_PAGE, request.headers.cookie);
      const queryStart = request.url.indexOf('?');
      const search = queryStart === -1 ? '' : request.url.slice(queryStart + 1);
      let page = contactHtml.get(file);
      if (page === undefined) {
        page = readFileSync(join(root, file), 'utf8');
        contactHtml.set(file, page);
      }
      const html = search ? renderContactContext(page, search) : null;
      if (html === null) return reply.sendFile(file);
      const contactPolicy = pagePolicies.get(join(root, file)) ?? fallbackPolicy;
      const { encoding, body } = await compressFor(request, html);
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .header('vary', 'accept-encoding, cookie')
        .header('cache-control', REVALIDATE)
        .header('content-security-policy', contactPolicy)
        .type('text/html; charset=utf-8')
        .send(body);
    };
    fastify.get('/contact', contactPage);
    fastify.get('/contact/', contactPage);
  }
}

/** The page whose form the server fills for a query string (see `renderContactContext`). */
const CONTACT_PAGE = 'contact/index.html';

export default fp(staticPlugin, { name: 'web-build' });
