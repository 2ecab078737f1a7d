import type { FastifyRequest } from 'fastify';

/**
 * Log serializers that keep what visitors typed out of the logs (e-mail addresses, phone
 * numbers, messages). Bodies are never logged; these cover the two other ways in.
 */

/** A PostgreSQL error (pg or PGlite): it has a severity, or a five-character SQLSTATE code. */
function isDatabaseError(error: Record<string, unknown>): boolean {
  return (
    typeof error.severity === 'string' ||
    (typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code))
  );
}

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

const WITHHELD = 'Database error (message withheld: it may quote submitted values)';

/**
 * Errors as pino would log them, except database errors: their message, `detail` and stack
 * can quote the row that failed ("Failing row contains (…, ada@example.org, …)"), so only the
 * fields naming what failed are kept.
 */
export function serializeError(error: unknown): SerializedError {
  if (typeof error !== 'object' || error === null) {
    return { type: typeof error, message: 'A non-error was thrown', stack: '' };
  }
  const fields = error as Record<string, unknown>;
  const type = error instanceof Error ? error.name : Object.prototype.toString.call(error);
  const cause = fields.cause === undefined ? {} : { cause: serializeError(fields.cause) };
  if (isDatabaseError(fields)) {
    const named = ['code', 'severity', 'table', 'column', 'constraint', 'routine'] as const;
    const kept = Object.fromEntries(
      named.filter((key) => typeof fields[key] === 'string').map((key) => [key, fields[key]]),
    );
    return { type, message: WITHHELD, stack: '', ...kept, ...cause };
  }
  return {
    type,
    message: String(fields.message),
    ...(fields.code === undefined ? {} : { code: fields.code }),
    ...(fields.statusCode === undefined ? {} : { statusCode: fields.statusCode }),
    stack: String(fields.stack ?? ''),
    ...cause,
  };
}

/**
 * The request line without its query string: /contact?service=quiz-consultation&email=… puts
 * a visitor's address in the URL, and unsubscribe links carry a secret token.
 */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  const query = request.url.indexOf('?');
  return {
    method: request.method,
    url: query === -1 ? request.url : `${request.url.slice(0, query)}?…`,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
