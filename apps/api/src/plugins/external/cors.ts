import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface CorsPluginOptions {
  origins: string[];
}

/**
 * The site's forms send cookies (spec §7), so the API answers credentialed requests, and
 * therefore only from a fixed list of origins, never `*`.
 */
async function corsPlugin(fastify: FastifyInstance, opts: CorsPluginOptions): Promise<void> {
  await fastify.register(cors, { origin: opts.origins, credentials: true });
}

export default fp(corsPlugin, { name: 'cors' });
