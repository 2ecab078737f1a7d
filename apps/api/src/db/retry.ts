import { setTimeout as sleep } from 'node:timers/promises';

/** SQLSTATEs of a connection the server closed: shutdown, crash, terminated backend, 08xxx. */
const DROPPED_CONNECTION_CODES = /^(57P0[123]|08...)$/;
const DROPPED_CONNECTION_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
];

/**
 * Whether a query failed because its pooled connection was dropped (the database restarted,
 * or an administrator ended the session) rather than because of the query itself.
 */
export function isDroppedConnection(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (
    typeof code === 'string' &&
    (DROPPED_CONNECTION_CODES.test(code) || code === 'ECONNRESET' || code === 'EPIPE')
  )
    return true;
  return (
    typeof message === 'string' &&
    DROPPED_CONNECTION_MESSAGES.some((text) => message.startsWith(text))
  );
}

/** Attempts after the first: a pool can hold several connections the server dropped at once. */
const RETRIES = 2;
const RETRY_DELAY_MS = 20;

/**
 * Runs `operation`, again if its connection turned out to be dead. The pool learns that a
 * connection was dropped only when it next uses it (or a moment later), so right after a
 * database restart the first query on an old connection fails; a retry takes a fresh one.
 * Only for single statements that are safe to repeat: an insert repeated after an ambiguous
 * failure stores a lead twice at worst, which beats losing it.
 */
export async function retryOnDroppedConnection<T>(operation: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await operation();
    } catch (error) {
      if (attempt >= RETRIES || !isDroppedConnection(error)) throw error;
      // Gives the pool a moment to hear that its other connections died too (their sockets
      // close a little after the first one fails), so that it does not lend them again.
      await sleep(RETRY_DELAY_MS);
    }
  }
}
