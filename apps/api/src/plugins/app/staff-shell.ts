import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import {
  cspDirectives,
  inlineScripts,
  serializeCsp,
  sha256Source,
  type CspOptions,
} from '../../lib/content-security-policy.ts';

export interface StaffShellOptions {
  /** The web build; null (or a build without the SPA fallback) leaves /staff unanswered. */
  root: string | null;
  csp: CspOptions;
}

/** React Router's SPA fallback, written by the build beside the prerendered pages. */
export const SPA_FALLBACK = '__spa-fallback.html';

/** A page that shows personal data loads nothing from anyone else. */
const NO_THIRD_PARTIES: CspOptions['thirdParties'] = {
  recaptcha: false,
  adsense: false,
  mapEmbedOrigin: null,
};

/**
 * The staff pages (/staff, /staff/*) are client-rendered: every address gets the app shell,
 * never cached, never indexed, under a policy that admits no third-party origin.
 */
async function staffShell(fastify: FastifyInstance, opts: StaffShellOptions): Promise<void> {
  const file = opts.root ? join(opts.root, SPA_FALLBACK) : null;
  if (!file || !existsSync(file)) return;
  const html = readFileSync(file, 'utf8');
  const policy = serializeCsp(
    cspDirectives(
      { ...opts.csp, thirdParties: NO_THIRD_PARTIES },
      inlineScripts(html).map(sha256Source),
    ),
  );

  const send = (_request: unknown, reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('content-security-policy', policy)
      .header('referrer-policy', 'same-origin')
      .send(html);
  // Pages, not API: left out of the OpenAPI document.
  fastify.get('/staff', { schema: { hide: true } }, send);
  fastify.get('/staff/*', { schema: { hide: true } }, send);
}

export default fp(staffShell, { name: 'staff-shell' });
