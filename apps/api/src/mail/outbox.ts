import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, OutboxKind, OutboxMessage } from '../db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface NewOutboxMessage {
  kind: OutboxKind;
  contactId?: string;
  subscriberId?: string;
  /** Lead receipts: what their limits count by (see `countRecentReceipts`). */
  receiptAddress?: string;
  clientNetwork?: string;
  message: OutboxMessage;
}

/** A Message-ID of its own per row, kept for every try: `<uuid@domain of MAIL_FROM>`. */
export function newMessageId(fromAddress: string): string {
  const domain = fromAddress.split('@')[1]?.replace(/[^a-zA-Z0-9.-]/g, '') || 'localhost';
  return `<${randomUUID()}@${domain}>`;
}

/** Writes a message to the outbox; call it in the transaction of what caused it. */
export async function enqueue(
  db: Db,
  fromAddress: string,
  { kind, contactId, subscriberId, receiptAddress, clientNetwork, message }: NewOutboxMessage,
): Promise<void> {
  await db
    .insertInto('outbox')
    .values({
      kind,
      contactId: contactId ?? null,
      subscriberId: subscriberId ?? null,
      recipient: message.to.join(', ').toLowerCase(),
      receiptAddress: receiptAddress ?? null,
      clientNetwork: clientNetwork ?? null,
      message: JSON.stringify(message),
      messageId: newMessageId(fromAddress),
      lastError: null,
      sentAt: null,
    })
    .execute();
}

/** How many messages of a kind went (or wait to go) to an address since `hours` ago. */
export async function countRecent(
  db: Db,
  kind: OutboxKind,
  address: string,
  hours: number,
): Promise<number> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('kind', '=', kind)
    .where(sql<string>`lower(recipient)`, '=', address.toLowerCase())
    .where('createdAt', '>', sql<Date>`now() - make_interval(hours => ${hours})`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** How many lead receipts went (or wait to go) to one normalised address, or one network, in the last hour. */
export async function countRecentReceipts(
  db: Db,
  by: { receiptAddress: string } | { clientNetwork: string },
): Promise<number> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('kind', '=', 'lead-receipt')
    .$call((query) =>
      'receiptAddress' in by
        ? query.where('receiptAddress', '=', by.receiptAddress)
        : query.where('clientNetwork', '=', by.clientNetwork),
    )
    .where('createdAt', '>', sql<Date>`now() - interval '1 hour'`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
