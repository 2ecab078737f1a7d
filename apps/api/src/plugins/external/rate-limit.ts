import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { ENGLISH_ANSWERS } from '../../lib/answers.ts';

export interface RateLimitPluginOptions {
  /** Counters in Redis, shared by every instance; null counts in this process. */
  redisUrl: string | null;
}

/** The answer in English; the error handler answers each request in its language. */
export const TOO_MANY_REQUESTS = ENGLISH_ANSWERS.tooManyRequests;

/**
 * Per-IP limits for the form endpoints, which declare theirs in `config.rateLimit`; pages and
 * files are not limited. Behind a proxy, client IPs come from TRUST_PROXY.
 */
async function rateLimitPlugin(
  fastify: FastifyInstance,
  opts: RateLimitPluginOptions,
): Promise<void> {
  let redis: Redis | null = null;
  if (opts.redisUrl) {
    redis = new Redis(opts.redisUrl, {
      // Fail a command at once while Redis is away instead of queueing it: with
      // `skipOnError` the request then goes through unlimited rather than waiting.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 1_000,
    });
    let healthy = true;
    redis.on('error', (error: Error) => {
      if (healthy) fastify.log.warn({ err: error }, 'Redis unavailable: rate limits are off');
      healthy = false;
    });
    redis.on('ready', () => {
      if (!healthy) fastify.log.info('Redis is back: rate limits are on');
      healthy = true;
    });
    fastify.addHook('onClose', async () => {
      redis?.disconnect();
    });
    // Give it a moment so the first requests are counted; start anyway if it does not answer.
    await Promise.race([
      once(redis, 'ready').catch(() => undefined),
      sleep(1_000, undefined, { ref: false }),
    ]);
  }

  await fastify.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'travel-api:rate-limit:',
    // A Redis outage must not turn into lost leads.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(TOO_MANY_REQUESTS), {
        statusCode: context.statusCode,
        code: 'RATE_LIMITED',
      }),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
