import { isIPv4, isIPv6 } from 'node:net';
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

/** E-mail addresses and IP addresses in any error text, which an error may quote. */
const PERSONAL = [
  /[\w.!#$%&'*+/=?^`{|}~-]+@[A-Za-z\d-]+(?:\.[A-Za-z\d-]+)+/g,
  /\b\d{1,3}(?:\.\d{1,3}){3}\b/g,
  /(?:\b[\da-f]{1,4}:){7}[\da-f]{1,4}\b|(?:\b[\da-f]{1,4}:)*[\da-f]{0,4}::[\da-f:]*/gi,
];

/** `text` with e-mail and IP addresses replaced, so that no error message can leak them. */
function scrub(text: string): string {
  return PERSONAL.reduce((result, pattern) => result.replace(pattern, '[withheld]'), text);
}

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
    message: scrub(String(fields.message)),
    ...(fields.code === undefined ? {} : { code: fields.code }),
    ...(fields.statusCode === undefined ? {} : { statusCode: fields.statusCode }),
    stack: scrub(String(fields.stack ?? '')),
    ...cause,
  };
}

/**
 * The network a client address belongs to, never the address: the first three bytes of an
 * IPv4 address (/24), the first three groups of an IPv6 one (/48). Enough to tell one
 * provider's visitors from another's, not to single a person out.
 */
export function clientNetwork(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(address)) {
    const [head = '', tail = ''] = address.split('::');
    const groups = head.split(':').filter(Boolean);
    const missing = 8 - groups.length - tail.split(':').filter(Boolean).length;
    const full = address.includes('::') ? [...groups, ...Array<string>(missing).fill('0')] : groups;
    return `${full.slice(0, 3).join(':')}::/48`;
  }
  return 'unknown';
}

export interface RequestSerializerOptions {
  /** LOG_CLIENT_NETWORK: log the client's /24 or /48; otherwise no trace of its address. */
  clientNetwork: boolean;
}

/**
 * The request line without its query string: /contact?service=quiz-consultation&email=… puts
 * a visitor's address in the URL, and unsubscribe links carry a secret token. No client
 * address (personal data): at most its network, when asked for. No headers either.
 */
export function requestSerializer(options: RequestSerializerOptions) {
  return (request: FastifyRequest): Record<string, unknown> => {
    const query = request.url.indexOf('?');
    return {
      method: request.method,
      url: query === -1 ? request.url : `${request.url.slice(0, query)}?…`,
      host: request.host,
      ...(options.clientNetwork ? { clientNetwork: clientNetwork(request.ip) } : {}),
    };
  };
}
