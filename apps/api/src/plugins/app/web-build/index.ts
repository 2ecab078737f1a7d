import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import contactPage from './contact-page.ts';
import language, { inLanguageOf } from './language.ts';
import { notFoundPages, type NotFoundPages } from './not-found-pages.ts';
import { pagePolicies, type PagePolicy } from './page-policies.ts';
import { CONTACT_PAGE, cacheControlFor, isApiPath, pagePaths } from './paths.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The served web build, or null when there is none (API only). */
    webBuild: WebBuild | null;
  }
}

export interface WebBuild extends NotFoundPages {
  root: string;
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
 * and each page's Content-Security-Policy (this file), pages in the visitor's language
 * (language.ts), sections' not-found pages (not-found-pages.ts) and the /contact page filled
 * from its query (contact-page.ts).
 */
async function webBuildPlugin(fastify: FastifyInstance, opts: WebBuildOptions): Promise<void> {
  const root = opts.root;
  if (!root || !existsSync(root) || !statSync(root).isDirectory()) {
    if (root)
      fastify.log.warn(`No web build at ${root}: serving the API only. Build the web app first.`);
    fastify.decorate('webBuild', null);
    return;
  }

  const policies = pagePolicies(root, opts.pagePolicy);
  const { pages, outcomePages } = pagePaths(root);
  const isPage = (path: string) => pages.has(path);
  const inLanguage = inLanguageOf(root);

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
        // The same address answers another language for another cookie.
        reply.header('vary', 'cookie');
      }
    },
  });

  await fastify.register(language, {
    root,
    inLanguage,
    isKnownPage: (path) => pages.has(path) || outcomePages.has(path),
  });
  const notFound = notFoundPages(root, inLanguage);
  fastify.decorate('webBuild', { root, ...notFound, pagePolicies: policies.byFile, isPage });

  if (existsSync(join(root, CONTACT_PAGE))) {
    await fastify.register(contactPage, { root, inLanguage, policies, rateLimit: opts.rateLimit });
  }
}

export default fp(webBuildPlugin, { name: 'web-build' });
