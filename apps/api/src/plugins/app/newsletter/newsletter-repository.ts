import type { NewsletterSubscription } from '@travel/schemas';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { NewsletterSubscriber } from '../../../db/database.ts';
import { retryOnDroppedConnection } from '../../../db/retry.ts';
import type { BotVerdict } from '../bot-check.ts';
import * as subscriptions from './subscriptions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    newsletterRepository: NewsletterRepository;
  }
}

export interface NewsletterRepository {
  /** Signs up an address; it is subscribed once it confirms (double opt-in). */
  subscribe(
    subscription: NewsletterSubscription,
    verdict?: BotVerdict,
    language?: string | null,
  ): Promise<Pick<NewsletterSubscriber, 'id'> & { confirmationSent: boolean }>;
  pendingConfirmation(token: string): ReturnType<typeof subscriptions.pendingConfirmation>;
  /** A subscribed address whose confirmation link this was (opened again), or undefined. */
  confirmedByToken(token: string): ReturnType<typeof subscriptions.confirmedByToken>;
  /** The confirmed subscriber's language, or null when the link does not work (any more). */
  confirm(token: string): Promise<Pick<NewsletterSubscriber, 'language'> | null>;
  /** true when the token named a subscribed address, which is now unsubscribed. */
  unsubscribe(token: string): Promise<boolean>;
  languageOfToken(token: string): Promise<string | null>;
}

/** How often sign-ups that were never confirmed are looked for and forgotten. */
const EXPIRY_SWEEP_MS = 60 * 60 * 1000;

async function newsletterRepositoryPlugin(fastify: FastifyInstance): Promise<void> {
  const { db } = fastify;
  const mail = () => fastify.mail.config;
  const repository: NewsletterRepository = {
    subscribe: async (
      subscription,
      verdict = { suspect: false, reason: null },
      language = null,
    ) => {
      const result = await retryOnDroppedConnection(() =>
        subscriptions.subscribe(db, mail(), subscription, verdict, language),
      );
      if (result.confirmationSent) fastify.mail.wake();
      return result;
    },
    pendingConfirmation: (token) =>
      retryOnDroppedConnection(() => subscriptions.pendingConfirmation(db, token)),
    confirmedByToken: (token) =>
      retryOnDroppedConnection(() => subscriptions.confirmedByToken(db, token)),
    confirm: async (token) => {
      const row = await retryOnDroppedConnection(() => subscriptions.confirm(db, mail(), token));
      if (row) fastify.mail.wake();
      return row;
    },
    unsubscribe: (token) => retryOnDroppedConnection(() => subscriptions.unsubscribe(db, token)),
    languageOfToken: (token) => subscriptions.languageOfToken(db, token),
  };
  fastify.decorate('newsletterRepository', repository);

  const sweep = () =>
    subscriptions
      .deleteExpired(db)
      .then((count) => count && fastify.log.info({ count }, 'Expired newsletter sign-ups removed'))
      .catch(() => {}); // The database may be down; the next sweep tries again.
  let timer: NodeJS.Timeout | undefined;
  fastify.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(sweep, EXPIRY_SWEEP_MS).unref();
  });
  fastify.addHook('onClose', async () => clearInterval(timer));
}

export default fp(newsletterRepositoryPlugin, {
  name: 'newsletter-repository',
  dependencies: ['db', 'mail'],
});
