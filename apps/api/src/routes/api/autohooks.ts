import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { formErrorLocation, isFormPost, seeOther } from '../../lib/form-post.ts';

export interface ApiHooksOptions {
  /** Origins whose pages may post our forms (the site, and the CORS list). */
  siteOrigins: string[];
}

/** Fetch metadata values of a post a visitor made on our own pages (or typed themselves). */
const OWN_SITE = new Set(['same-origin', 'none']);

/**
 * Whether a browser form post comes from our own pages. A plain HTML form can post to any
 * site without CORS stepping in, so other sites' pages could submit leads in a visitor's name.
 * JSON posts need no check: browsers preflight them, and CORS refuses other origins.
 */
export function isOwnSitePost(request: FastifyRequest, siteOrigins: ReadonlySet<string>): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && !OWN_SITE.has(site)) return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (siteOrigins.has(origin)) return true;
  try {
    // The request's own host also counts, whatever name the site is reached by. Both go
    // through URL so that a default port (`:443`) written on one side only still matches.
    const { protocol, host } = new URL(origin);
    return host === new URL(`${protocol}//${request.host}`).host;
  } catch {
    // `Origin: null` (sandboxed frames, file:// pages) and garbage.
    return false;
  }
}

/** Hooks of every /api route (fastify/demo's autohooks, registered by hand). */
async function apiHooks(fastify: FastifyInstance, opts: ApiHooksOptions): Promise<void> {
  const siteOrigins = new Set(opts.siteOrigins);
  fastify.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST' || !isFormPost(request)) return;
    if (isOwnSitePost(request, siteOrigins)) return;
    request.log.info(
      { secFetchSite: request.headers['sec-fetch-site'], origin: request.headers.origin },
      'Cross-site form post refused',
    );
    // A browser shows what comes back: the page saying nothing was sent, not JSON. The
    // page is ours and carries no query, so nothing leaks to the other site.
    return seeOther(reply, formErrorLocation('other'));
  });
}

// fastify-plugin: the hook belongs to the /api scope that registers it, not to a scope of its own.
export default fp(apiHooks, { name: 'api-hooks' });
