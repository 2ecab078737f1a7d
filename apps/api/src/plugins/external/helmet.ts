import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cspDirectives, type CspOptions } from '../../lib/content-security-policy.ts';

export interface HelmetPluginOptions extends CspOptions {
  /**
   * Send Strict-Transport-Security (one year, subdomains). On in production only: browsers
   * ignore it over plain HTTP anyway, and it would pin https on a developer's localhost.
   */
  hsts: boolean;
}

/**
 * Security headers on every answer, API and pages alike. Pages of the web build replace the
 * Content-Security-Policy with one listing their inline scripts' hashes (plugins/external/static.ts).
 */
async function helmetPlugin(fastify: FastifyInstance, opts: HelmetPluginOptions): Promise<void> {
  await fastify.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(opts) },
    strictTransportSecurity: opts.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    // The browser default: other sites see our origin only, never a path or query (the
    // unsubscribe token), and ad and bot-check services still see where they run.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

export default fp(helmetPlugin, { name: 'helmet' });
