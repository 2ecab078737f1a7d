import type { LeadWithHistory, StaffUser } from '@travel/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { audit, isId, leadWithHistory } from './lead-actions.ts';

/** The staff members a lead can be given to: every account not disabled, by name. */
export async function activeStaff(db: Kysely<Database>): Promise<StaffUser[]> {
  return db
    .selectFrom('staffUsers')
    .select(['id', 'email', 'name'])
    .where('disabledAt', 'is', null)
    .orderBy('name')
    .orderBy('email')
    .execute();
}

export const UNKNOWN_ASSIGNEE = 'There is no active staff member with that id.';

/**
 * Gives a lead to a staff member (or to nobody), recorded in its history with the assignee's
 * name (issue 28); assigning it to whoever has it already records nothing. `'unknown-assignee'`
 * for a disabled or missing account, null for an unknown lead.
 */
export async function assignLead(
  db: Kysely<Database>,
  id: string,
  actorId: string,
  assigneeId: string | null,
): Promise<LeadWithHistory | null | 'unknown-assignee'> {
  if (!isId(id)) return null;
  return db.transaction().execute(async (trx) => {
    let assigneeName: string | null = null;
    if (assigneeId !== null) {
      const assignee = await trx
        .selectFrom('staffUsers')
        .select(['name', 'email'])
        .where('id', '=', assigneeId)
        .where('disabledAt', 'is', null)
        .executeTakeFirst();
      if (!assignee) return 'unknown-assignee' as const;
      assigneeName = assignee.name || assignee.email;
    }
    const changed = await trx
      .updateTable('contacts')
      .set({ assigneeId })
      .where('id', '=', id)
      .where((eb) =>
        assigneeId === null
          ? eb('assigneeId', 'is not', null)
          : eb.or([eb('assigneeId', 'is', null), eb('assigneeId', '!=', assigneeId)]),
      )
      .returning('id')
      .executeTakeFirst();
    if (changed) await audit(trx, id, actorId, 'assigned', assigneeName);
    return leadWithHistory(trx, id);
  });
}
