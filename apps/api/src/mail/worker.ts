import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database, OutboxMessage } from '../db/database.ts';
import type { Mailer } from './transport.ts';

/** Messages are retried for this long after they were written, then marked failed. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;
/** The longest pause between two tries. */
const MAX_DELAY_MS = 60 * 60 * 1000;
/** Rows one worker claims at a time. */
const BATCH = 20;

export interface WorkerOptions {
  db: Kysely<Database>;
  mailer: Mailer;
  log: FastifyBaseLogger;
  retryBaseMs: number;
  sendTimeoutMs: number;
  pollMs: number;
}

export interface MailWorker {
  /** Look for due messages now (after a message was written). */
  wake(): void;
  /** Stops looking; resolves once the messages in hand are settled. */
  stop(): Promise<void>;
}

interface Claimed {
  id: string;
  message: OutboxMessage;
  messageId: string;
  attempts: number;
}

/** Exponential backoff with jitter: base·2^(n−1), at most an hour, times 0.5 to 1.5. */
export function retryDelay(attempts: number, baseMs: number): number {
  const exponential = Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
  return Math.round(exponential * (0.5 + Math.random()));
}

/**
 * Claims due rows: `FOR UPDATE SKIP LOCKED` lets several instances claim at once without
 * taking the same row, and the claim leases the row (moves `next_attempt_at` past the send
 * timeout), so a process that dies while sending leaves it to be retried — at most one
 * duplicate — and no lock is held while talking to the mail server.
 */
export async function claimDue(
  db: Kysely<Database>,
  leaseMs: number,
  limit = BATCH,
): Promise<Claimed[]> {
  const { rows } = await sql<Claimed>`
    update outbox set next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000}),
      attempts = attempts + 1
    where id in (
      select id from outbox where status = 'pending' and next_attempt_at <= now()
      order by next_attempt_at, id limit ${limit} for update skip locked)
    returning id, message, message_id as "messageId", attempts`.execute(db);
  return rows;
}

/** Records one try: sent, or the error and when to try again (or failed after 24 h). */
export async function settle(
  db: Kysely<Database>,
  row: Claimed,
  error: string | null,
  retryBaseMs: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('outboxAttempts').values({ outboxId: row.id, error }).execute();
    if (error === null) {
      await trx
        .updateTable('outbox')
        .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
        .where('id', '=', row.id)
        .execute();
      return;
    }
    const delayMs = retryDelay(row.attempts, retryBaseMs);
    await trx
      .updateTable('outbox')
      .set({
        lastError: error,
        status: sql`case when created_at < now() - make_interval(secs => ${GIVE_UP_AFTER_MS / 1000})
          then 'failed' else 'pending' end`,
        nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
      })
      .where('id', '=', row.id)
      .execute();
  });
}

const describe = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/** The delivery loop of one API process. */
export function startMailWorker(options: WorkerOptions): MailWorker {
  const { db, mailer, log } = options;
  // A claimed row is someone else's until its send could have timed out twice over.
  const leaseMs = options.sendTimeoutMs * 2;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;

  async function deliver(row: Claimed): Promise<void> {
    let error: string | null = null;
    try {
      await mailer.send(row.message, row.messageId, row.id);
    } catch (cause) {
      error = describe(cause);
      log.warn({ outboxId: row.id, attempt: row.attempts, err: cause }, 'E-mail not delivered');
    }
    await settle(db, row, error, options.retryBaseMs);
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      let claimed: Claimed[];
      do {
        claimed = await claimDue(db, leaseMs);
        await Promise.all(claimed.map((row) => deliver(row)));
      } while (claimed.length === BATCH && !stopped);
    } while (again && !stopped);
  }

  function run(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = drain()
      .catch((error: unknown) => log.warn({ err: error }, 'Outbox delivery paused'))
      .finally(() => {
        running = null;
        if (!stopped) timer = setTimeout(run, options.pollMs);
      });
  }

  run();
  return {
    wake: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      mailer.close();
    },
  };
}
