import { LeadAssigneeSchema, type StaffUserList } from '@travel/schemas';
import type { FastifyInstance } from 'fastify';
import { activeStaff, assignLead, UNKNOWN_ASSIGNEE } from '../../../staff/assignment.ts';
import { NOT_FOUND_LEAD } from '../../../staff/lead-csv.ts';
import { parseOr400, refuse } from './parse.ts';

/** Who looks after a lead (issue 28): the staff to choose from, and the assignment. */
export default async function assignmentRoutes(fastify: FastifyInstance): Promise<void> {
  fastify.get(
    '/users',
    async () => ({ users: await activeStaff(fastify.db) }) satisfies StaffUserList,
  );

  fastify.put<{ Params: { id: string } }>('/leads/:id/assignee', async (request, reply) => {
    const { assigneeId } = parseOr400(LeadAssigneeSchema, request.body);
    const result = await assignLead(
      fastify.db,
      request.params.id,
      request.staffUser!.id,
      assigneeId,
    );
    if (result === 'unknown-assignee') return refuse(reply, 400, UNKNOWN_ASSIGNEE);
    return result ?? refuse(reply, 404, NOT_FOUND_LEAD);
  });
}
