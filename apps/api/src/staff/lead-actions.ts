import type {
  AuditAction,
  AuditEntry,
  LeadMessage,
  LeadPatch,
  LeadWithHistory,
} from '@travel/schemas';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.ts';
import { deliveriesForLead, type Delivery } from '../mail/staff.ts';
import { relatedLeads } from './lead-identity.ts';
import { ASSIGNEE_NAME, toDetail } from './leads-query.ts';

type Db = Kysely<Database> | Transaction<Database>;

export const isId = (id: string) => /^\d{1,18}$/.test(id);

export async function audit(
  db: Db,
  contactId: string,
  actorId: string,
  action: AuditAction,
  detail: string | null = null,
): Promise<void> {
  await db.insertInto('staffAudit').values({ contactId, actorId, action, detail }).execute();
}

/** A delivery as the lead page shows it. */
export function toLeadMessage(delivery: Delivery): LeadMessage {
  return {
    id: delivery.outboxId,
    kind: delivery.kind,
    recipient: delivery.recipient,
    subject: delivery.subject,
    state: delivery.state,
    attempts: delivery.attempts,
    lastError: delivery.lastError,
    createdAt: delivery.createdAt.toISOString(),
    sentAt: delivery.sentAt?.toISOString() ?? null,
    nextAttemptAt: delivery.nextAttemptAt?.toISOString() ?? null,
  };
}

/** The lead, its history and its messages (oldest first), or null for an unknown id. */
export async function leadWithHistory(db: Db, id: string): Promise<LeadWithHistory | null> {
  if (!isId(id)) return null;
  const row = await db
    .selectFrom('contacts')
    .selectAll()
    .select(ASSIGNEE_NAME.as('assigneeName'))
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const related = await relatedLeads(db, id);
  const entries = await db
    .selectFrom('staffAudit as a')
    .leftJoin('staffUsers as u', 'u.id', 'a.actorId')
    .select(['a.id', 'a.at', 'a.action', 'a.detail', 'u.email', 'u.name'])
    .where('a.contactId', '=', id)
    .orderBy('a.id')
    .execute();
  const history: AuditEntry[] = entries.map((entry) => ({
    id: entry.id,
    at: entry.at.toISOString(),
    actor: entry.email === null ? null : { email: entry.email, name: entry.name ?? '' },
    action: entry.action as AuditAction,
    detail: entry.detail,
  }));
  const messages = (await deliveriesForLead(db, id)).map(toLeadMessage);
  // Its place among the person's requests: the older ones are among the related.
  const requestNumber =
    1 + related.filter((other) => other.createdAt <= row.createdAt.toISOString()).length;
  return { lead: toDetail({ ...row, requestNumber }, related), history, messages };
}

/** Applies a change; only what actually changes is recorded. */
export async function patchLead(
  db: Kysely<Database>,
  id: string,
  actorId: string,
  patch: LeadPatch,
): Promise<LeadWithHistory | null> {
  if (!isId(id)) return null;
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('contacts')
      .select(['isRead', 'status', 'suspect'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) return null;
    if (patch.isRead !== undefined && patch.isRead !== before.isRead) {
      await trx
        .updateTable('contacts')
        .set({ isRead: patch.isRead })
        .where('id', '=', id)
        .execute();
      const how = patch.isRead && patch.opened ? 'opened' : null;
      await audit(trx, id, actorId, patch.isRead ? 'read' : 'unread', how);
    }
    if (patch.status !== undefined && patch.status !== before.status) {
      await trx
        .updateTable('contacts')
        .set({ status: patch.status })
        .where('id', '=', id)
        .execute();
      await audit(trx, id, actorId, 'status', patch.status);
    }
    if (patch.suspect === false && before.suspect) {
      await trx.updateTable('contacts').set({ suspect: false }).where('id', '=', id).execute();
      await audit(trx, id, actorId, 'suspect-cleared');
    }
    return leadWithHistory(trx, id);
  });
}

export async function addNote(
  db: Kysely<Database>,
  id: string,
  actorId: string,
  text: string,
): Promise<LeadWithHistory | null> {
  if (!isId(id)) return null;
  return db.transaction().execute(async (trx) => {
    const exists = await trx
      .selectFrom('contacts')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!exists) return null;
    await trx.insertInto('leadNotes').values({ contactId: id, authorId: actorId, text }).execute();
    await audit(trx, id, actorId, 'note', text);
    return leadWithHistory(trx, id);
  });
}
