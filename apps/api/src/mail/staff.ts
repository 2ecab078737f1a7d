import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import addressparser from 'nodemailer/lib/addressparser/index.js';
import type { Database, OutboxKind } from '../db/database.ts';

/**
 * What the staff inbox (issue 13) shows of e-mail; its routes call these. `configured` comes
 * from `fastify.mail.configured`.
 */
export interface MailStatus {
  configured: boolean;
  /** Messages not sent yet (waiting for a mail server, or retrying). */
  waiting: number;
  /** Messages given up on after 24 hours. */
  failed: number;
}

export async function mailStatus(db: Kysely<Database>, configured: boolean): Promise<MailStatus> {
  const rows = await db
    .selectFrom('outbox')
    .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
    .where('status', 'in', ['pending', 'failed'])
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  return { configured, waiting: count('pending'), failed: count('failed') };
}

export type DeliveryState = 'sent' | 'waiting' | 'retrying' | 'failed';

export interface Delivery {
  outboxId: string;
  kind: OutboxKind;
  /** Comma-separated addresses. */
  recipient: string;
  subject: string;
  /** `waiting`: not tried yet; `retrying`: tried and failed, will try again. */
  state: DeliveryState;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  nextAttemptAt: Date | null;
}

/** The delivery of every message about a lead, oldest first. */
export async function deliveriesForLead(db: Kysely<Database>, leadId: string): Promise<Delivery[]> {
  const rows = await db
    .selectFrom('outbox')
    .select([
      'id',
      'kind',
      'recipient',
      'status',
      'attempts',
      'lastError',
      'createdAt',
      'sentAt',
      'nextAttemptAt',
      sql<string>`message->>'subject'`.as('subject'),
    ])
    .where('contactId', '=', leadId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    outboxId: row.id,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    state:
      row.status === 'pending' ? (row.lastError === null ? 'waiting' : 'retrying') : row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt : null,
  }));
}

/**
 * Puts a failed (or retrying) message back in line for now, with another 24 hours of retries
 * counted from the retry. false: no such message, or it was sent already. Call
 * `fastify.mail.wake()` after it.
 */
export async function retryMessage(db: Kysely<Database>, outboxId: string): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ status: 'pending', nextAttemptAt: sql`now()`, createdAt: sql`now()` })
    .where('id', '=', outboxId)
    .where('status', '!=', 'sent')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Outbox rows written to an address (lower case) or on its behalf (Reply-To). */
function mailAbout(eb: ExpressionBuilder<Database, 'outbox'>, address: string) {
  return eb.or([
    eb(sql`lower(recipient)`, '=', address),
    eb(sql`lower(message->>'replyTo')`, '=', address),
    eb(sql`message->'to'`, '@>', sql`${JSON.stringify([address])}::jsonb`),
  ]);
}

/** Header fields that name who a message was written to or on whose behalf. */
const ADDRESS_FIELDS = new Set(['to', 'cc', 'bcc', 'reply-to']);

/**
 * Every address a message's headers name in `To`, `Cc`, `Bcc` or `Reply-To`, parsed (lower
 * case), so that erasure compares whole addresses: `1@example.com` is not `victim+1@example.com`.
 */
export function addressesIn(headers: string): Set<string> {
  const found = new Set<string>();
  // Unfolded: a long header continues on lines that start with white space.
  for (const line of headers.replaceAll(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon < 0 || !ADDRESS_FIELDS.has(line.slice(0, colon).trim().toLowerCase())) continue;
    for (const { address } of addressparser(line.slice(colon + 1), { flatten: true })) {
      if (address) found.add(address.toLowerCase());
    }
  }
  return found;
}

/** How many outbox rows an erasure of the address would remove (its preview). */
export async function countMailFor(db: Kysely<Database>, email: string): Promise<number> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where((eb) => mailAbout(eb, email.trim().toLowerCase()))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Erasure of an address (a data-subject request): its outbox rows (and their attempts, by
 * cascade) and the `.eml` files of `MAIL_DIR` that were written to it or on its behalf
 * (Reply-To). Returns how many rows and files went.
 */
export async function eraseMailFor(
  db: Kysely<Database>,
  email: string,
  mailDir: string | null,
): Promise<{ messages: number; files: number }> {
  const address = email.trim().toLowerCase();
  const deleted = await db
    .deleteFrom('outbox')
    .where((eb) => mailAbout(eb, address))
    .executeTakeFirst();
  let files = 0;
  if (mailDir) {
    const names = await readdir(mailDir).catch(() => [] as string[]);
    for (const name of names.filter((file) => file.endsWith('.eml'))) {
      const path = join(mailDir, name);
      const text = await readFile(path, 'utf8');
      const headers = text.slice(0, text.indexOf('\r\n\r\n') >>> 0);
      if (addressesIn(headers).has(address)) {
        await rm(path, { force: true });
        files += 1;
      }
    }
  }
  return { messages: Number(deleted.numDeletedRows), files };
}
