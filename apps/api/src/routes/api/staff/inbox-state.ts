import type { InboxState } from '@travel/schemas';
import type { FastifyInstance } from 'fastify';
import { countUnread, findLeads, toSummary } from '../../../staff/leads-query.ts';

/**
 * GET /api/staff/inbox-state: the unread count and the newest lead, polled by the open inbox
 * (issue 28). Both come from the database (the inbox index and the partial unread index), so
 * any number of instances, on PGlite or PostgreSQL, answer alike; nothing is kept in memory.
 */
export default async function inboxStateRoutes(fastify: FastifyInstance): Promise<void> {
  fastify.get('/inbox-state', async () => {
    const [unread, { rows }] = await Promise.all([
      countUnread(fastify.db),
      findLeads(fastify.db, {}, 1),
    ]);
    const newest = rows[0];
    const latest = newest
      ? (({ id, name, createdAt }) => ({ id, name, createdAt }))(toSummary(newest))
      : null;
    return { unread, latest } satisfies InboxState;
  });
}
