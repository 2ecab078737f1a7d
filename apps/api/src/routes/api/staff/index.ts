import cookie from '@fastify/cookie';
import type { StaffUser } from '@travel/schemas';
import { STAFF_SESSION_COOKIE } from '@travel/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findSession } from '../../../staff/sessions.ts';
import assignmentRoutes from './assignment.ts';
import erasureRoutes from './erasure.ts';
import inboxStateRoutes from './inbox-state.ts';
import leadRoutes from './leads.ts';
import { refuse } from './parse.ts';
import sessionRoutes from './session.ts';
import subscriberRoutes from './subscribers.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member (every /api/staff route but sign-in has one). */
    staffUser: StaffUser | null;
  }
}

export interface StaffRoutesOptions {
  /** Origins of the site's own pages: state changes from any other are refused. */
  siteOrigins: string[];
  /**
   * `Secure` cookies whatever the request (NODE_ENV=production, or SITE_ORIGIN is https); they
   * are also `Secure` for any request that came over HTTPS, directly or through a trusted proxy.
   */
  secureCookie: boolean;
}

export const SIGN_IN_REQUIRED = 'Please sign in.';
export const OTHER_ORIGIN = 'This request must come from the staff pages of our own site.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const JSON_ONLY = 'The staff API takes JSON bodies only.';

/**
 * Whether a staff request comes from the staff pages themselves. Stricter than the public
 * forms' check: a browser's `Sec-Fetch-Site` must say `same-origin` when it is sent at all (a
 * cross-site link or form, even a GET, is refused: `none`, a typed address, too), and a
 * state-changing request must carry an `Origin` that is the site's own.
 */
function isStaffPageRequest(request: FastifyRequest, siteOrigins: ReadonlySet<string>): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  if (SAFE_METHODS.has(request.method)) return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  if (siteOrigins.has(origin)) return true;
  try {
    // The request's own host also counts, whatever name the site is reached by.
    const { protocol, host } = new URL(origin);
    return host === new URL(`${protocol}//${request.host}`).host;
  } catch {
    // `Origin: null` (sandboxed frames, file:// pages) and garbage.
    return false;
  }
}

/** A body that is not JSON: a form or `text/plain`, which any site can post without CORS. */
function hasNonJsonBody(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  if (type === undefined) return false;
  return type.split(';')[0]!.trim().toLowerCase() !== 'application/json';
}

/** /api/staff/*: the agency's side (issue 13). Same-origin JSON with a session cookie. */
export default async function staffRoutes(
  fastify: FastifyInstance,
  opts: StaffRoutesOptions,
): Promise<void> {
  const siteOrigins = new Set(opts.siteOrigins);
  await fastify.register(cookie);
  // The agency's own API stays out of the public documentation at /api/docs.
  fastify.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  fastify.decorateRequest('staffUser', null);

  fastify.addHook('onRequest', async (request, reply) => {
    // Personal data: no cache keeps a copy, whatever the answer.
    reply.header('cache-control', 'no-store');
    if (!isStaffPageRequest(request, siteOrigins)) {
      request.log.info(
        { origin: request.headers.origin, secFetchSite: request.headers['sec-fetch-site'] },
        'Cross-origin staff request refused',
      );
      return refuse(reply, 403, OTHER_ORIGIN);
    }
    if (!SAFE_METHODS.has(request.method) && hasNonJsonBody(request)) {
      return refuse(reply, 415, JSON_ONLY);
    }
    const path = request.url.split('?')[0];
    const session = path === '/api/staff/session';
    // Signing in needs no session; asking who is signed in answers even when nobody is, and
    // signing out clears the cookie even when its session has expired.
    if (request.method === 'POST' && session) return;
    const user = await findSession(fastify.db, request.cookies[STAFF_SESSION_COOKIE]);
    request.staffUser = user;
    if (!user && !((request.method === 'GET' || request.method === 'DELETE') && session)) {
      return refuse(reply, 401, SIGN_IN_REQUIRED);
    }
  });

  await fastify.register(sessionRoutes, { secureCookie: opts.secureCookie });
  await fastify.register(leadRoutes);
  await fastify.register(subscriberRoutes);
  await fastify.register(erasureRoutes);
  await fastify.register(inboxStateRoutes);
  await fastify.register(assignmentRoutes);
}
