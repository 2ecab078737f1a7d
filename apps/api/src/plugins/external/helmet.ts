import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  CSP_REPORT_GROUP,
  CSP_REPORT_PATH,
  cspDirectives,
  type CspOptions,
} from '../../lib/content-security-policy.ts';

/**
 * Powerful browser features the site never uses, off for every page and every frame in it
 * (an ad or an embedded map cannot ask for them either).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'bluetooth=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

export interface HelmetPluginOptions extends CspOptions {
  /**
   * Send Strict-Transport-Security (one year, subdomains). On in production only: browsers
   * ignore it over plain HTTP anyway, and it would pin https on a developer's localhost.
   */
  hsts: boolean;
}

/**
 * Security headers on every answer, API and pages alike. Pages of the web build replace the
 * Content-Security-Policy with one listing their inline scripts' hashes (plugins/app/web-build).
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
  fastify.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    reply.header('reporting-endpoints', `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`);
  });
}

export default fp(helmetPlugin, { name: 'helmet' });
