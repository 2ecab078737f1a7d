import type { LeadWithHistory } from '@travel/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { retryMessage } from '../mail/staff.ts';
import { audit, isId, leadWithHistory } from './lead-actions.ts';

export const NOT_FOUND_MESSAGE = 'There is no such message about this lead.';
export const ALREADY_SENT = 'This message was sent already.';

export type RetryOutcome =
  { ok: true; result: LeadWithHistory } | { ok: false; reason: 'not-found' | 'sent' };

/**
 * Puts a message about a lead back in line for now (a failed one, or a retrying one sooner),
 * recorded in the lead's history as `mail-retry` with the message's kind. The caller wakes the
 * mail worker afterwards.
 */
export async function retryLeadMessage(
  db: Kysely<Database>,
  leadId: string,
  messageId: string,
  actorId: string,
): Promise<RetryOutcome> {
  if (!isId(leadId) || !isId(messageId)) return { ok: false, reason: 'not-found' };
  return db.transaction().execute(async (trx) => {
    const message = await trx
      .selectFrom('outbox')
      .select(['kind', 'status'])
      .where('id', '=', messageId)
      .where('contactId', '=', leadId)
      .forUpdate()
      .executeTakeFirst();
    if (!message) return { ok: false, reason: 'not-found' } as const;
    if (message.status === 'sent' || !(await retryMessage(trx, messageId))) {
      return { ok: false, reason: 'sent' } as const;
    }
    await audit(trx, leadId, actorId, 'mail-retry', message.kind);
    const result = await leadWithHistory(trx, leadId);
    return result ? ({ ok: true, result } as const) : ({ ok: false, reason: 'not-found' } as const);
  });
}
