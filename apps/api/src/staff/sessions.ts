import { createHash, randomBytes } from 'node:crypto';
import type { StaffUser } from '@travel/schemas';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

/** A session ends after 8 hours without a request… */
export const IDLE_MS = 8 * 60 * 60 * 1000;
/** …and 7 days after sign-in whatever happens. */
export const ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** `last_seen_at` is written at most this often, not on every request. */
const TOUCH_MS = 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a session; the token goes into the cookie, its hash into the database. */
export async function createSession(db: Kysely<Database>, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('staffSessions')
    .values({ tokenHash: hashToken(token), userId })
    .execute();
  return token;
}

/**
 * The signed-in person of a token, or null: no such session, expired (idle or absolute), or
 * the account is disabled. Keeps a live session alive.
 */
export async function findSession(
  db: Kysely<Database>,
  token: string | undefined,
): Promise<StaffUser | null> {
  if (!token || token.length > 100) return null;
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('staffSessions as s')
    .innerJoin('staffUsers as u', 'u.id', 's.userId')
    .select(['u.id', 'u.email', 'u.name', 's.lastSeenAt'])
    .where('s.tokenHash', '=', tokenHash)
    .where('u.disabledAt', 'is', null)
    .where('s.createdAt', '>', sql<Date>`now() - ${`${ABSOLUTE_MS} milliseconds`}::interval`)
    .where('s.lastSeenAt', '>', sql<Date>`now() - ${`${IDLE_MS} milliseconds`}::interval`)
    .executeTakeFirst();
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_MS) {
    await db
      .updateTable('staffSessions')
      .set({ lastSeenAt: sql<Date>`now()` })
      .where('tokenHash', '=', tokenHash)
      .execute();
  }
  return { id: row.id, email: row.email, name: row.name };
}

export async function deleteSession(
  db: Kysely<Database>,
  token: string | undefined,
): Promise<void> {
  if (!token) return;
  await db.deleteFrom('staffSessions').where('tokenHash', '=', hashToken(token)).execute();
}

/** Drops sessions past either expiry (called now and then on sign-in). */
export async function deleteExpiredSessions(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom('staffSessions')
    .where((eb) =>
      eb.or([
        eb('createdAt', '<=', sql<Date>`now() - ${`${ABSOLUTE_MS} milliseconds`}::interval`),
        eb('lastSeenAt', '<=', sql<Date>`now() - ${`${IDLE_MS} milliseconds`}::interval`),
      ]),
    )
    .execute();
}
