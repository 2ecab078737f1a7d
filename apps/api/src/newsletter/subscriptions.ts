import { randomBytes } from 'node:crypto';
import type { NewsletterSubscription } from '@travel/schemas';
import { sql, type Kysely } from 'kysely';
import type { Database, NewsletterSubscriber } from '../db/database.ts';
import type { MailConfig } from '../config/mail.ts';
import { receiptAllowed } from '../mail/lead-mail.ts';
import {
  CONFIRM_DAYS,
  CONFIRMATIONS_PER_DAY,
  confirmationMessage,
  welcomeMessage,
} from '../mail/newsletter-mail.ts';
import { countRecent, enqueue } from '../mail/outbox.ts';
import { hashToken } from '../lib/token-hash.ts';
import type { BotVerdict } from '../plugins/app/bot-check.ts';

/** 256 random bits: a link cannot be guessed. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

// Raw SQL below spells the table's real names: the CamelCasePlugin does not rewrite it.
/** Confirmed and not unsubscribed: the only addresses the newsletter goes to. */
const active = sql<boolean>`(newsletter_subscribers.confirmed_at is not null and newsletter_subscribers.unsubscribed_at is null)`;
const fresh = sql<boolean>`newsletter_subscribers.confirm_requested_at > now() - make_interval(days => ${CONFIRM_DAYS})`;

/**
 * Signs an address up, or brings back the row it already has (any case), in one statement so
 * two sign-ups at once cannot both insert. An address that is not subscribed (new, waiting for
 * its confirmation, or unsubscribed) waits for a confirmation: a confirmation mail is written
 * in the same transaction (at most {@link CONFIRMATIONS_PER_DAY} a day, none for a bot). A
 * subscriber stays subscribed; a suspect sign-up never marks a genuine sign-up suspect, while
 * a genuine one clears an earlier suspicion; after unsubscribing, the new verdict counts.
 */
export async function subscribe(
  db: Kysely<Database>,
  mail: MailConfig,
  { email, name, source }: NewsletterSubscription,
  verdict: BotVerdict,
  language: string | null,
): Promise<Pick<NewsletterSubscriber, 'id'> & { confirmationSent: boolean }> {
  // Suspicion follows the row unless its owner left (then a bot could sign them back up).
  const stayed = sql<boolean>`newsletter_subscribers.unsubscribed_at is null`;
  const staysSuspect = sql<boolean>`newsletter_subscribers.suspect and excluded.suspect`;
  // Only hashes are stored (issue 29): the confirmation link is mailed from `confirmToken`, the
  // unsubscribe link is made anew when the address is confirmed (see `confirm`).
  const confirmToken = newToken();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('newsletterSubscribers')
      .values({
        email,
        name: name ?? null,
        source: source ?? null,
        unsubscribeToken: hashToken(newToken()),
        suspect: verdict.suspect,
        suspectReason: verdict.reason,
        language,
        confirmedAt: null,
        confirmToken: hashToken(confirmToken),
        confirmRequestedAt: sql`now()`,
      })
      .onConflict((conflict) =>
        conflict.expression(sql`lower(email)`).doUpdateSet({
          unsubscribedAt: null,
          name: sql`coalesce(newsletter_subscribers.name, excluded.name)`,
          source: sql`coalesce(newsletter_subscribers.source, excluded.source)`,
          suspect: sql`case when ${stayed} then ${staysSuspect} else excluded.suspect end`,
          suspectReason: sql`case
            when ${stayed} then case when ${staysSuspect} then newsletter_subscribers.suspect_reason end
            else excluded.suspect_reason end`,
          language: sql`case when ${active} then coalesce(newsletter_subscribers.language, excluded.language) else coalesce(excluded.language, newsletter_subscribers.language) end`,
          confirmedAt: sql`case when ${active} then newsletter_subscribers.confirmed_at end`,
          // A pending sign-up keeps its link's hash while it works; a new mail replaces it below.
          confirmToken: sql`case when ${active} then null
            when newsletter_subscribers.confirm_token is not null and ${fresh} then newsletter_subscribers.confirm_token
            else excluded.confirm_token end`,
          confirmRequestedAt: sql`case when ${active} then newsletter_subscribers.confirm_requested_at else now() end`,
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();

    const pending = row.confirmedAt === null && row.confirmToken !== null;
    const send =
      pending &&
      receiptAllowed(row) &&
      (await countRecent(trx, 'newsletter-confirm', row.email, 24)) < CONFIRMATIONS_PER_DAY;
    if (send) {
      // A pending row kept its earlier link's hash; the one mailed now must work, so it takes
      // this token's hash (the earlier link stops working once a newer one is sent).
      if (row.confirmToken !== hashToken(confirmToken)) {
        await trx
          .updateTable('newsletterSubscribers')
          .set({ confirmToken: hashToken(confirmToken) })
          .where('id', '=', row.id)
          .execute();
      }
      await enqueue(trx, mail.from.address, await confirmationMessage(mail, row, confirmToken));
    }
    return { id: row.id, confirmationSent: send };
  });
}

/** The address a working confirmation link is for, or undefined. */
export async function pendingConfirmation(
  db: Kysely<Database>,
  token: string,
): Promise<Pick<NewsletterSubscriber, 'email' | 'language'> | undefined> {
  return db
    .selectFrom('newsletterSubscribers')
    .select(['email', 'language'])
    .where('confirmToken', '=', hashToken(token))
    .where('confirmedAt', 'is', null)
    .where(fresh)
    .executeTakeFirst();
}

/** The language of a subscribed address whose confirmation link this was, or undefined. */
export async function confirmedByToken(
  db: Kysely<Database>,
  token: string,
): Promise<Pick<NewsletterSubscriber, 'language'> | undefined> {
  return db
    .selectFrom('newsletterSubscribers')
    .select('language')
    .where('confirmToken', '=', hashToken(token))
    .where('confirmedAt', 'is not', null)
    .where('unsubscribedAt', 'is', null)
    .executeTakeFirst();
}

/** Confirms the address of a working link and writes its welcome message; false otherwise. */
export async function confirm(
  db: Kysely<Database>,
  mail: MailConfig,
  token: string,
): Promise<Pick<NewsletterSubscriber, 'language'> | null> {
  return db.transaction().execute(async (trx) => {
    // The unsubscribe link of the welcome (and of what follows) is made here: only its hash is kept.
    const unsubscribeToken = newToken();
    const row = await trx
      .updateTable('newsletterSubscribers')
      // The token's hash stays (unique, and no longer pending): the link opened again says that
      // the address is subscribed rather than that it no longer works (issue 28).
      .set({ confirmedAt: sql`now()`, unsubscribeToken: hashToken(unsubscribeToken) })
      .where('confirmToken', '=', hashToken(token))
      .where('confirmedAt', 'is', null)
      .where(fresh)
      .returningAll()
      .executeTakeFirst();
    if (!row) return null;
    await enqueue(trx, mail.from.address, await welcomeMessage(mail, { ...row, unsubscribeToken }));
    return row;
  });
}

export async function unsubscribe(db: Kysely<Database>, token: string): Promise<boolean> {
  const result = await db
    .updateTable('newsletterSubscribers')
    .set({ unsubscribedAt: sql`now()` })
    .where('unsubscribeToken', '=', hashToken(token))
    .where('unsubscribedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The language an unsubscribe link's address chose, for its page. */
export async function languageOfToken(db: Kysely<Database>, token: string): Promise<string | null> {
  const row = await db
    .selectFrom('newsletterSubscribers')
    .select('language')
    .where('unsubscribeToken', '=', hashToken(token))
    .executeTakeFirst();
  return row?.language ?? null;
}

/** Forgets sign-ups never confirmed within {@link CONFIRM_DAYS} days. */
export async function deleteExpired(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom('newsletterSubscribers')
    .where('confirmedAt', 'is', null)
    .where(sql<boolean>`confirm_requested_at <= now() - make_interval(days => ${CONFIRM_DAYS})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
