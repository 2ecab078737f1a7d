import cors, {
  type FastifyCorsOptions,
  type FastifyCorsOptionsDelegateCallback,
} from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface CorsPluginOptions {
  origins: string[];
}

/** The staff inbox's API: same-origin only, so no other site may read it with cookies. */
const STAFF_API = /^\/api\/staff(?:[/?.]|$)/;

/**
 * The site's forms send cookies (spec §7), so the API answers credentialed requests, and
 * therefore only from a fixed list of origins, never `*`. `/api/staff` answers no origin at
 * all: its pages are the site's own, and `CORS_ORIGINS` is for the public forms (issue 29).
 */
async function corsPlugin(fastify: FastifyInstance, opts: CorsPluginOptions): Promise<void> {
  const forms: FastifyCorsOptions = { origin: opts.origins, credentials: true };
  const delegate: FastifyCorsOptionsDelegateCallback = (request, callback) => {
    callback(null, STAFF_API.test(request.url) ? { origin: false } : forms);
  };
  await fastify.register(cors, () => delegate);
}

export default fp(corsPlugin, { name: 'cors' });
