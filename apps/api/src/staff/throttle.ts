import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

/**
 * Sign-in throttling, kept in the database so that it holds on every instance and whether or
 * not Redis answers. Failures are counted per account and per client address over a window;
 * past a threshold each further failure locks the key for a while, doubling up to a ceiling.
 * Nothing locks for good: the lock and the count run out on their own.
 */
export const THROTTLE = {
  windowMs: 15 * 60 * 1000,
  /** Failures allowed before the account is locked. */
  accountFree: 5,
  /** Failures allowed from one address (several people may share one). */
  addressFree: 20,
  firstLockMs: 30 * 1000,
  maxLockMs: 15 * 60 * 1000,
} as const;

const keysOf = (email: string, ip: string) => [
  { key: `email:${email}`, free: THROTTLE.accountFree },
  { key: `ip:${ip}`, free: THROTTLE.addressFree },
];

/** Seconds until a sign-in may be tried again for this account or address, or 0. */
export async function retryAfter(db: Kysely<Database>, email: string, ip: string): Promise<number> {
  const keys = keysOf(email, ip).map((entry) => entry.key);
  const row = await db
    .selectFrom('staffSignInFailures')
    .select(sql<number>`ceil(extract(epoch from max(locked_until) - now()))`.as('seconds'))
    .where('key', 'in', keys)
    .where('lockedUntil', '>', sql<Date>`now()`)
    .executeTakeFirst();
  const seconds = Number(row?.seconds ?? 0);
  return seconds > 0 ? seconds : 0;
}

/** Counts a failed sign-in against the account and the address. */
export async function recordFailure(
  db: Kysely<Database>,
  email: string,
  ip: string,
): Promise<void> {
  const window = `${THROTTLE.windowMs} milliseconds`;
  for (const { key, free } of keysOf(email, ip)) {
    const row = await db
      .insertInto('staffSignInFailures')
      .values({ key, count: 1, firstAt: sql<Date>`now()`, lockedUntil: null })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql<number>`case when staff_sign_in_failures.first_at < now() - ${window}::interval then 1 else staff_sign_in_failures.count + 1 end`,
          firstAt: sql<Date>`case when staff_sign_in_failures.first_at < now() - ${window}::interval then now() else staff_sign_in_failures.first_at end`,
        }),
      )
      .returning('count')
      .executeTakeFirstOrThrow();
    const over = row.count - free;
    if (over <= 0) continue;
    const lockMs = Math.min(THROTTLE.firstLockMs * 2 ** (over - 1), THROTTLE.maxLockMs);
    await db
      .updateTable('staffSignInFailures')
      .set({ lockedUntil: sql<Date>`now() + ${`${lockMs} milliseconds`}::interval` })
      .where('key', '=', key)
      .execute();
  }
}

/** A successful sign-in clears the account's count (not the address's). */
export async function clearAccountFailures(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('staffSignInFailures').where('key', '=', `email:${email}`).execute();
}
