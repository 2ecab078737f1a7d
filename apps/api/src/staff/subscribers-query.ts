import { STAFF_PAGE_SIZE, type SubscriberFilter, type SubscriberSummary } from '@travel/schemas';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database, NewsletterSubscriber } from '../db/database.ts';
import { afterCursor, pageOf } from './cursor.ts';
import { likePattern } from './leads-query.ts';

type Row = NewsletterSubscriber & { cursorAt: string };

/** One page of subscribers, newest first, keyset on (created_at, id). */
export async function findSubscribers(
  db: Kysely<Database>,
  filter: SubscriberFilter,
  limit = STAFF_PAGE_SIZE,
): Promise<{ rows: Row[]; nextCursor: string | null }> {
  const where: Expression<SqlBool>[] = [];
  if (filter.q) {
    where.push(
      sql<SqlBool>`(lower(email) || ' ' || coalesce(lower(name), '')) like ${likePattern(filter.q)}`,
    );
  }
  if (filter.status === 'subscribed') {
    where.push(sql<SqlBool>`confirmed_at is not null and unsubscribed_at is null`);
  } else if (filter.status === 'pending') {
    where.push(sql<SqlBool>`confirmed_at is null and unsubscribed_at is null`);
  } else if (filter.status === 'unsubscribed') {
    where.push(sql<SqlBool>`unsubscribed_at is not null`);
  }
  const after = afterCursor(filter.cursor);
  if (after) where.push(after);
  const rows = await db
    .selectFrom('newsletterSubscribers')
    .selectAll()
    .select(sql<string>`created_at::text`.as('cursorAt'))
    .where((eb) => eb.and(where))
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  return pageOf(rows, limit);
}

export function toSubscriber(row: NewsletterSubscriber): SubscriberSummary {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    // Double opt-in (issue 14): only a confirmed address that did not leave is subscribed.
    status: row.unsubscribedAt ? 'unsubscribed' : row.confirmedAt ? 'subscribed' : 'pending',
  };
}
