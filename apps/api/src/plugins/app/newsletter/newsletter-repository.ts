import { randomBytes } from 'node:crypto';
import type { NewsletterSubscription } from '@travel/schemas';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql, type Kysely } from 'kysely';
import type { Database, NewsletterSubscriber } from '../../../db/database.ts';
import { retryOnDroppedConnection } from '../../../db/retry.ts';
import type { BotVerdict } from '../bot-check.ts';

declare module 'fastify' {
  interface FastifyInstance {
    newsletterRepository: NewsletterRepository;
  }
}

export interface NewsletterRepository {
  subscribe(
    subscription: NewsletterSubscription,
    verdict?: BotVerdict,
  ): Promise<Pick<NewsletterSubscriber, 'id'>>;
  /** true when the token named a subscribed address, which is now unsubscribed. */
  unsubscribe(token: string): Promise<boolean>;
}

/** 256 random bits: an unsubscribe link cannot be guessed. */
export function newUnsubscribeToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Subscribes an address, or brings back the row it already has (any case). One statement, so
 * two sign-ups at once cannot both insert: the unique index on `lower(email)` makes the second
 * one update the first one's row.
 *
 * On a repeat sign-up: an unsubscribed address is subscribed again; the first name and source
 * given stay; a suspect sign-up never marks a genuine subscriber suspect, while a genuine one
 * clears an earlier suspicion. Re-subscribing after unsubscribing takes the new verdict, so a
 * bot cannot quietly sign back up someone who left.
 */
export async function subscribe(
  db: Kysely<Database>,
  { email, name, source }: NewsletterSubscription,
  verdict: BotVerdict = { suspect: false, reason: null },
): Promise<Pick<NewsletterSubscriber, 'id'>> {
  // Raw SQL below spells the table's real names: the CamelCasePlugin does not rewrite it.
  const wasSubscribed = sql<boolean>`newsletter_subscribers.unsubscribed_at is null`;
  const staysSuspect = sql<boolean>`newsletter_subscribers.suspect and excluded.suspect`;
  return db
    .insertInto('newsletterSubscribers')
    .values({
      email,
      name: name ?? null,
      source: source ?? null,
      unsubscribeToken: newUnsubscribeToken(),
      suspect: verdict.suspect,
      suspectReason: verdict.reason,
    })
    .onConflict((conflict) =>
      conflict.expression(sql`lower(email)`).doUpdateSet({
        unsubscribedAt: null,
        name: sql`coalesce(newsletter_subscribers.name, excluded.name)`,
        source: sql`coalesce(newsletter_subscribers.source, excluded.source)`,
        suspect: sql`case when ${wasSubscribed} then ${staysSuspect} else excluded.suspect end`,
        suspectReason: sql`case
          when ${wasSubscribed} then case when ${staysSuspect} then newsletter_subscribers.suspect_reason end
          else excluded.suspect_reason end`,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function unsubscribe(db: Kysely<Database>, token: string): Promise<boolean> {
  const result = await db
    .updateTable('newsletterSubscribers')
    .set({ unsubscribedAt: sql`now()` })
    .where('unsubscribeToken', '=', token)
    .where('unsubscribedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

async function newsletterRepositoryPlugin(fastify: FastifyInstance): Promise<void> {
  const repository: NewsletterRepository = {
    subscribe: (subscription, verdict) =>
      retryOnDroppedConnection(() => subscribe(fastify.db, subscription, verdict)),
    unsubscribe: (token) => retryOnDroppedConnection(() => unsubscribe(fastify.db, token)),
  };
  fastify.decorate('newsletterRepository', repository);
}

export default fp(newsletterRepositoryPlugin, {
  name: 'newsletter-repository',
  dependencies: ['db'],
});
