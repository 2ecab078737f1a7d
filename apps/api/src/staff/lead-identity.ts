import type { LeadDetail } from '@travel/schemas';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { KIND_OF_SOURCE, SAME_PERSON } from './leads-query.ts';

/** The other leads of a lead's person, newest first (at most 20). */
export async function relatedLeads(
  db: Kysely<Database>,
  id: string,
): Promise<LeadDetail['related']> {
  const rows = await db
    .selectFrom(sql`contacts`.as('contacts'))
    .innerJoin(sql`contacts`.as('same'), (join) => join.on(SAME_PERSON))
    .select([
      sql<string>`same.id`.as('id'),
      sql<string | null>`same.name`.as('name'),
      sql<string | null>`same.first_name`.as('firstName'),
      sql<string | null>`same.last_name`.as('lastName'),
      sql<string>`same.source`.as('source'),
      sql<Date>`same.created_at`.as('createdAt'),
      sql<string>`same.status`.as('status'),
    ])
    .where(sql<boolean>`contacts.id = ${id} and same.id <> contacts.id`)
    .orderBy(sql`same.created_at`, 'desc')
    .limit(20)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name ?? [row.firstName, row.lastName].filter(Boolean).join(' '),
    kind: KIND_OF_SOURCE[row.source] ?? 'contact',
    createdAt: new Date(row.createdAt).toISOString(),
    status: row.status as LeadDetail['status'],
  }));
}
