import type { ApiResult } from '@travel/schemas';
import type { FastifyReply } from 'fastify';
import * as v from 'valibot';

/** A 400 for a body or query that does not fit its schema; the app's error handler sends it. */
export class BadRequestError extends Error {
  statusCode = 400;
}

export function parseOr400<const S extends v.GenericSchema>(
  schema: S,
  value: unknown,
): v.InferOutput<S> {
  const result = v.safeParse(schema, value ?? {});
  if (!result.success) throw new BadRequestError(result.issues[0]?.message ?? 'Invalid request.');
  return result.output;
}

/** A JSON refusal (`{ success: false, message }`), never cached. */
export function refuse(reply: FastifyReply, status: number, message: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ success: false, message } satisfies ApiResult);
}
