import cookie from '@fastify/cookie';
import type { StaffUser } from '@travel/schemas';
import { STAFF_SESSION_COOKIE } from '@travel/schemas';
import type { FastifyInstance } from 'fastify';
import { findSession } from '../../../staff/sessions.ts';
import { isOwnSitePost } from '../autohooks.ts';
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
  /** `Secure` cookies (NODE_ENV=production). */
  secureCookie: boolean;
}

export const SIGN_IN_REQUIRED = 'Please sign in.';
export const OTHER_ORIGIN = 'This request must come from the staff pages of our own site.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

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
    if (!SAFE_METHODS.has(request.method) && !isOwnSitePost(request, siteOrigins)) {
      request.log.info({ origin: request.headers.origin }, 'Cross-origin staff request refused');
      return refuse(reply, 403, OTHER_ORIGIN);
    }
    const path = request.url.split('?')[0];
    const session = path === '/api/staff/session';
    // Signing in needs no session; asking who is signed in answers even when nobody is.
    if (request.method === 'POST' && session) return;
    const user = await findSession(fastify.db, request.cookies[STAFF_SESSION_COOKIE]);
    request.staffUser = user;
    if (!user && !(request.method === 'GET' && session)) {
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
