import { SubscriberFilterSchema, type SubscriberList } from '@travel/schemas';
import type { FastifyInstance } from 'fastify';
import type { NewsletterSubscriber } from '../../../db/database.ts';
import { EXPORT_BATCH, EXPORT_ROUTE, allPages, csvStream } from '../../../staff/csv.ts';
import { findSubscribers, toSubscriber } from '../../../staff/subscribers-query.ts';
import { parseOr400 } from './parse.ts';

const columns: { header: string; value: (row: NewsletterSubscriber) => unknown }[] = [
  { header: 'id', value: (row) => row.id },
  { header: 'created_at', value: (row) => row.createdAt },
  { header: 'email', value: (row) => row.email },
  { header: 'name', value: (row) => row.name },
  { header: 'source', value: (row) => row.source },
  { header: 'status', value: (row) => toSubscriber(row).status },
  { header: 'confirmed_at', value: (row) => row.confirmedAt },
  { header: 'unsubscribed_at', value: (row) => row.unsubscribedAt },
  { header: 'suspect', value: (row) => (row.suspect ? 'yes' : 'no') },
  { header: 'suspect_reason', value: (row) => row.suspectReason },
];

export default async function subscriberRoutes(fastify: FastifyInstance): Promise<void> {
  const { db } = fastify;

  fastify.get('/subscribers', async (request) => {
    const filter = parseOr400(SubscriberFilterSchema, request.query);
    const { rows, nextCursor } = await findSubscribers(db, filter);
    return { items: rows.map(toSubscriber), nextCursor } satisfies SubscriberList;
  });

  fastify.get('/subscribers.csv', EXPORT_ROUTE, async (request, reply) => {
    const { cursor: _ignored, ...filter } = parseOr400(SubscriberFilterSchema, request.query);
    const pages = allPages((cursor) => findSubscribers(db, { ...filter, cursor }, EXPORT_BATCH));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="subscribers.csv"')
      .send(csvStream(columns, pages));
  });
}
