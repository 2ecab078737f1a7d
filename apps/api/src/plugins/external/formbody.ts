import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Every form also works without JavaScript: the browser then posts
 * `application/x-www-form-urlencoded`, every value a string. Same size limit as JSON.
 */
async function formbodyPlugin(
  fastify: FastifyInstance,
  opts: { bodyLimit: number },
): Promise<void> {
  await fastify.register(formbody, { bodyLimit: opts.bodyLimit });
}

export default fp(formbodyPlugin, { name: 'formbody' });
