import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deleteExpired } from '../../newsletter/subscriptions.ts';

/** How often sign-ups that were never confirmed are looked for and forgotten. */
const EXPIRY_SWEEP_MS = 60 * 60 * 1000;

/**
 * Forgets newsletter sign-ups never confirmed within their link's days (double opt-in, see
 * src/newsletter/subscriptions.ts): once when the app is ready, then every hour.
 */
async function newsletterExpiryPlugin(fastify: FastifyInstance): Promise<void> {
  const sweep = () =>
    deleteExpired(fastify.db)
      .then((count) => count && fastify.log.info({ count }, 'Expired newsletter sign-ups removed'))
      .catch(() => {}); // The database may be down; the next sweep tries again.
  let timer: NodeJS.Timeout | undefined;
  fastify.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(sweep, EXPIRY_SWEEP_MS).unref();
  });
  fastify.addHook('onClose', async () => clearInterval(timer));
}

export default fp(newsletterExpiryPlugin, { name: 'newsletter-expiry', dependencies: ['db'] });
