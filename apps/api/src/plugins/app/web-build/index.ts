import { existsSync, statSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import { readWebBuildManifest, type WebBuildManifest } from '@travel/schemas/web-build';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { buildIndexOf } from './build-index.ts';
import contactPage from './contact-page.ts';
import { notFoundPages, type NotFoundPages } from './not-found-pages.ts';
import { pagePolicies, type PagePolicy } from './page-policies.ts';
import { CONTACT_PATH, cacheControlFor, isApiPath, isInternalPath } from './paths.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The served web build, or null when there is none (API only). */
    webBuild: WebBuild | null;
  }
}

export interface WebBuild extends NotFoundPages {
  root: string;
  /** What the web build says of itself (`@travel/schemas/web-build`), read and checked at start. */
  manifest: WebBuildManifest;
  /** Content-Security-Policy of each HTML file, by absolute path. */
  pagePolicies: ReadonlyMap<string, string>;
  /**
   * Whether `path` (`/contact`, no trailing slash) is a page a visitor can be on when they
   * post a form: one of the build's pages, not a not-found or outcome page.
   */
  isPage: (path: string) => boolean;
}

export interface WebBuildOptions {
  /** The web app's prerendered client build; null serves no site. */
  root: string | null;
  /** The Content-Security-Policy of a page whose inline scripts have these hashes. */
  pagePolicy: PagePolicy;
  /** The limit of `/contact?…`, whose pages are made per request. */
  rateLimit: { max: number; timeWindow: number };
}

/**
 * The web app's prerendered build, served on the API's port: files with their cache policy
 * and each page's Content-Security-Policy (this file), every language at its own address
 * (`/de/…`, the same for every visitor: no cookie or header changes a page), sections' not-found pages (not-found-pages.ts) and the /contact page filled
 * from its query (contact-page.ts). What the build holds (pages, languages, script hashes) is
 * read from its manifest, once: a build without one stops the server with what to do.
 */
async function webBuildPlugin(fastify: FastifyInstance, opts: WebBuildOptions): Promise<void> {
  const root = opts.root;
  if (!root || !existsSync(root) || !statSync(root).isDirectory()) {
    if (root)
      fastify.log.warn(`No web build at ${root}: serving the API only. Build the web app first.`);
    fastify.decorate('webBuild', null);
    return;
  }

  const manifest = readWebBuildManifest(root);
  const build = buildIndexOf(manifest);
  const policies = pagePolicies(root, manifest, opts.pagePolicy);
  const isPage = (path: string) => build.pages.has(path);

  await fastify.register(fastifyStatic, {
    root,
    // React Router writes `services/index.html` for /services; serve it for both spellings.
    index: ['index.html'],
    redirect: false,
    preCompressed: true,
    cacheControl: false,
    // A dotfile that lands in the build (.env, .git/…) is nobody's business: 404, like a
    // file that is not there (@fastify/static serves them by default).
    dotfiles: 'ignore',
    allowedPath: (pathname) => !isApiPath(pathname),
    setHeaders: (reply: FastifyReply, file: string) => {
      reply.header('cache-control', cacheControlFor(root, file));
      if (file.replace(/\.(br|gz)$/, '').endsWith('.html')) {
        reply.header('content-security-policy', policies.policyOf(file));
      }
    },
  });

  // The build's internal files (not-found designs, the SPA fallback, their data) answer 404 like
  // an unknown address, in every language (not through `allowedPath`: the not-found handler
  // sends these very files with `sendFile`).
  fastify.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const pathname = request.url.split('?', 1)[0] ?? '/';
    if (isInternalPath(pathname)) return reply.callNotFound();
  });
  const notFound = notFoundPages(build);
  fastify.decorate('webBuild', {
    root,
    manifest,
    ...notFound,
    pagePolicies: policies.byFile,
    isPage,
  });

  if (build.fileOf(CONTACT_PATH)) {
    // /contact and its copy in every language (/de/contact …).
    await fastify.register(contactPage, { root, build, policies, rateLimit: opts.rateLimit });
  }
}

export default fp(webBuildPlugin, { name: 'web-build' });
