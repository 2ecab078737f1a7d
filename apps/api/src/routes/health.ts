import { type HealthStatus } from '@travel/schemas';
import { jsonSchemas } from '@travel/schemas/json-schema';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

export const DATABASE_UNAVAILABLE = 'The database is not reachable.';

/** A readiness probe must answer quickly even when the database hangs rather than refuses. */
const READY_TIMEOUT_MS = 2_000;

const status = (description: string) => ({ ...jsonSchemas.HealthStatus, description });

/** Liveness (the process answers) and readiness (it can reach its database). */
export default async function healthRoutes(fastify: FastifyInstance): Promise<void> {
  fastify.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness',
        response: { 200: status('The process answers.') },
      },
    },
    async (): Promise<HealthStatus> => ({ status: 'ok' }),
  );

  fastify.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers and has its schema',
        response: {
          200: status('The database answers.'),
          503: status('The database does not answer, or its migrations have not run yet.'),
        },
      },
    },
    async (request, reply) => {
      // Until its migrations have run, the database cannot take a lead even if it answers.
      if (!fastify.dbReadiness.ready) {
        return reply
          .code(503)
          .send({ status: 'unavailable', message: DATABASE_UNAVAILABLE } satisfies HealthStatus);
      }
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          sql`select 1`.execute(fastify.db),
          new Promise((_, reject) => {
            timer = setTimeout(
              () => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)),
              READY_TIMEOUT_MS,
            );
          }),
        ]);
        return { status: 'ok' } satisfies HealthStatus;
      } catch (error) {
        request.log.warn({ err: error }, 'Database is not reachable');
        return reply
          .code(503)
          .send({ status: 'unavailable', message: DATABASE_UNAVAILABLE } satisfies HealthStatus);
      } finally {
        clearTimeout(timer);
      }
    },
  );
}
