import { UNSUBSCRIBED_RETENTION_DAYS } from '@travel/catalog';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { removeOrphanMailFiles } from '../../mail/orphan-files.ts';
import { THROTTLE } from '../../staff/throttle.ts';

declare module 'fastify' {
  interface FastifyInstance {
    leadRetention: LeadRetention;
  }
}

export interface Purged {
  /** Leads deleted, with every row tied to them (ON DELETE CASCADE to `contacts`). */
  contacts: number;
  /** Newsletter addresses deleted, unsubscribed for `UNSUBSCRIBED_RETENTION_DAYS` or more. */
  subscribers: number;
  /** `.eml` files of `MAIL_DIR` whose message is gone (with its lead or address). */
  mailFiles: number;
  /** Failed sign-in rows (a client address, a mistyped e-mail) past their window and lock. */
  signInFailures: number;
}

export interface LeadRetention {
  /** Runs the clean-up now (the daily job calls it; tests too). */
  purge(now?: Date): Promise<Purged>;
}

export interface LeadRetentionOptions {
  /** LEAD_RETENTION_DAYS: leads older than this are deleted; null keeps them. */
  days: number | null;
  /** MAIL_DIR: the `.eml` files of deleted leads' messages go too. */
  mailDir?: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * Deletes leads older than `leadDays` and the newsletter rows of addresses unsubscribed at
 * least `UNSUBSCRIBED_RETENTION_DAYS` ago. Deleting a lead's `contacts` row is the contract:
 * every table tied to leads (notes, outbox rows, delivery attempts…) references it with
 * `ON DELETE CASCADE`, so nothing of the lead is left; the `.eml` files that `MAIL_DIR`
 * delivery wrote for messages now gone are removed after. Failed sign-in rows go once their
 * window and lock have passed.
 */
export async function purgeExpired(
  db: Kysely<Database>,
  leadDays: number | null,
  now = new Date(),
  mailDir: string | null = null,
): Promise<Purged> {
  let contacts = 0;
  if (leadDays !== null) {
    const result = await db
      .deleteFrom('contacts')
      .where('createdAt', '<', daysBefore(now, leadDays))
      .executeTakeFirst();
    contacts = Number(result.numDeletedRows);
  }
  const unsubscribed = await db
    .deleteFrom('newsletterSubscribers')
    .where('unsubscribedAt', 'is not', null)
    .where('unsubscribedAt', '<=', daysBefore(now, UNSUBSCRIBED_RETENTION_DAYS))
    .executeTakeFirst();
  const mailFiles = await removeOrphanMailFiles(db, mailDir);
  // A client address and whatever e-mail was typed: kept only while they throttle sign-ins,
  // so that they neither pile up nor travel in backups.
  const signInFailures = await db
    .deleteFrom('staffSignInFailures')
    .where('firstAt', '<', new Date(now.getTime() - THROTTLE.windowMs))
    .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<=', now)]))
    .executeTakeFirst();
  return {
    contacts,
    subscribers: Number(unsubscribed.numDeletedRows),
    mailFiles,
    signInFailures: Number(signInFailures.numDeletedRows),
  };
}

/**
 * The daily clean-up (privacy page: what is kept, and how long): once when the server is
 * ready, then every 24 hours. Counts only are logged. A database that is away skips a round.
 */
async function leadRetentionPlugin(
  fastify: FastifyInstance,
  opts: LeadRetentionOptions,
): Promise<void> {
  const leadRetention: LeadRetention = {
    purge: (now) => purgeExpired(fastify.db, opts.days, now, opts.mailDir ?? null),
  };
  fastify.decorate('leadRetention', leadRetention);

  const run = async () => {
    if (!fastify.dbReadiness.ready) return;
    try {
      const purged = await leadRetention.purge();
      fastify.log.info({ purged, leadRetentionDays: opts.days }, 'Retention clean-up done');
    } catch (error) {
      fastify.log.error({ err: error }, 'Retention clean-up failed; trying again tomorrow');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const start = () => {
    running = running.then(run);
  };
  fastify.addHook('onReady', async () => {
    start();
    timer = setInterval(start, DAY_MS).unref();
  });
  // Before the database closes (its plugin's onClose runs after this one's).
  fastify.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export default fp(leadRetentionPlugin, { name: 'lead-retention', dependencies: ['db'] });
