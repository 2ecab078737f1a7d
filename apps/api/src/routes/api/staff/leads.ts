import {
  AGENCY_TIME_ZONE,
  LeadFilterSchema,
  LeadNoteSchema,
  LeadPatchSchema,
  type LeadList,
  type LeadWithHistory,
} from '@travel/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { NOT_FOUND_LEAD, leadCsvColumns, withNotes } from '../../../staff/lead-csv.ts';
import { addNote, leadWithHistory, patchLead } from '../../../staff/lead-actions.ts';
import { ALREADY_SENT, NOT_FOUND_MESSAGE, retryLeadMessage } from '../../../staff/lead-mail.ts';
import { countUnread, findLeads, toSummary } from '../../../staff/leads-query.ts';
import { EXPORT_BATCH, EXPORT_ROUTE, allPages, csvStream } from '../../../staff/csv.ts';
import { parseOr400, refuse } from './parse.ts';

type IdParams = { Params: { id: string } };
type MessageParams = { Params: { id: string; messageId: string } };

function answer(reply: FastifyReply, result: LeadWithHistory | null) {
  return result ?? refuse(reply, 404, NOT_FOUND_LEAD);
}

/** Today in the agency's time zone, for the export's file name. */
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: AGENCY_TIME_ZONE });

export default async function leadRoutes(fastify: FastifyInstance): Promise<void> {
  const { db } = fastify;

  fastify.get('/leads', async (request) => {
    const filter = parseOr400(LeadFilterSchema, request.query);
    const [{ rows, nextCursor }, unread] = await Promise.all([
      findLeads(db, filter, undefined, request.staffUser!.id),
      countUnread(db),
    ]);
    return { items: rows.map(toSummary), nextCursor, unread } satisfies LeadList;
  });

  fastify.get('/leads.csv', EXPORT_ROUTE, async (request, reply) => {
    const { cursor: _ignored, ...filter } = parseOr400(LeadFilterSchema, request.query);
    const viewer = request.staffUser!.id;
    const pages = allPages(async (cursor) =>
      findLeads(db, { ...filter, cursor }, EXPORT_BATCH, viewer),
    );
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="leads-${today()}.csv"`)
      .send(csvStream(leadCsvColumns, withNotes(db, pages)));
  });

  // Reading changes nothing (a cross-site navigation must not mark a lead read): the lead page
  // sends a PATCH {isRead: true} when it opens an unread lead.
  fastify.get<IdParams>('/leads/:id', async (request, reply) =>
    answer(reply, await leadWithHistory(db, request.params.id)),
  );

  fastify.patch<IdParams>('/leads/:id', async (request, reply) => {
    const patch = parseOr400(LeadPatchSchema, request.body);
    return answer(reply, await patchLead(db, request.params.id, request.staffUser!.id, patch));
  });

  fastify.post<IdParams>('/leads/:id/notes', async (request, reply) => {
    const { text } = parseOr400(LeadNoteSchema, request.body);
    return answer(reply, await addNote(db, request.params.id, request.staffUser!.id, text));
  });

  fastify.post<MessageParams>('/leads/:id/messages/:messageId/retry', async (request, reply) => {
    const { id, messageId } = request.params;
    const outcome = await retryLeadMessage(db, id, messageId, request.staffUser!.id);
    if (!outcome.ok) {
      return outcome.reason === 'sent'
        ? refuse(reply, 409, ALREADY_SENT)
        : refuse(reply, 404, NOT_FOUND_MESSAGE);
    }
    fastify.mail.wake();
    return outcome.result;
  });
}
