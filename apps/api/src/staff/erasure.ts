import type { ErasurePreview } from '@travel/schemas';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { countMailFor, eraseMailFor } from '../mail/staff.ts';

const sameEmail = (email: string) => sql<boolean>`lower(email) = ${email.toLowerCase()}`;

/** What an erasure of this address would remove. */
export async function previewErasure(db: Kysely<Database>, email: string): Promise<ErasurePreview> {
  const [[leads, subscribers, notes], messages] = await Promise.all([
    Promise.all(
      [
        db
          .selectFrom('contacts')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where(sameEmail(email)),
        db
          .selectFrom('newsletterSubscribers')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where(sameEmail(email)),
        db
          .selectFrom('leadNotes')
          .innerJoin('contacts', 'contacts.id', 'leadNotes.contactId')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where(sql<boolean>`lower(contacts.email) = ${email.toLowerCase()}`),
      ].map((query) => query.executeTakeFirstOrThrow()),
    ),
    countMailFor(db, email),
  ]);
  return {
    leads: Number(leads!.n),
    subscribers: Number(subscribers!.n),
    notes: Number(notes!.n),
    messages,
  };
}

/**
 * Removes everything stored about one address: the e-mail written to it or on its behalf
 * (outbox rows, their attempts, and the `.eml` files in `mailDir`), its leads (their notes and
 * history go with them, ON DELETE CASCADE) and its newsletter row. The audit trail keeps that
 * an erasure happened, by whom and how much, never the address.
 */
export async function erase(
  db: Kysely<Database>,
  email: string,
  actorId: string,
  mailDir: string | null,
): Promise<ErasurePreview> {
  return db.transaction().execute(async (trx) => {
    const counts = await previewErasure(trx, email);
    // Before the leads: their cascade would take some of these rows uncounted.
    await eraseMailFor(trx, email, mailDir);
    await trx.deleteFrom('contacts').where(sameEmail(email)).execute();
    await trx.deleteFrom('newsletterSubscribers').where(sameEmail(email)).execute();
    await trx
      .insertInto('staffAudit')
      .values({ contactId: null, actorId, action: 'erasure', detail: JSON.stringify(counts) })
      .execute();
    return counts;
  });
}
