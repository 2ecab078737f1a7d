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
  /** Attempts allowed in a window before the account is locked (at most this many 401s). */
  accountFree: 5,
  /** Attempts allowed from one address (several people may share one). */
  addressFree: 20,
  firstLockMs: 30 * 1000,
  maxLockMs: 15 * 60 * 1000,
} as const;

const keysOf = (email: string, ip: string) => [
  { key: `email:${email}`, free: THROTTLE.accountFree },
  { key: `ip:${ip}`, free: THROTTLE.addressFree },
];

/**
 * Counts a sign-in attempt against the account and the address and judges it, each in one
 * statement, before any password is checked: of 60 parallel attempts at most `accountFree` get
 * through (issue 29). An attempt past the free ones is refused and locks the key; once a lock
 * has run out, one attempt is let through and locks the key again, twice as long, at once (so
 * parallel ones are refused); signing in clears the account's key. While locked nothing counts.
 * Returns the seconds to wait, or 0 when the attempt may go on.
 */
export async function claimSignInAttempt(
  db: Kysely<Database>,
  email: string,
  ip: string,
): Promise<number> {
  const window = sql`now() - ${`${THROTTLE.windowMs} milliseconds`}::interval`;
  let wait = 0;
  for (const { key, free } of keysOf(email, ip)) {
    const locked = sql`f.locked_until > now()`;
    const stale = sql`f.first_at < ${window}`;
    const lockFor = sql`least(${THROTTLE.firstLockMs} * power(2, f.count - ${free}), ${THROTTLE.maxLockMs}) * interval '1 millisecond'`;
    const { rows } = await sql<{ allowed: boolean; seconds: number | null }>`
      insert into staff_sign_in_failures as f (key, count, first_at, locked_until, allowed)
      values (${key}, 1, now(), null, true)
      on conflict (key) do update set
        count = case when ${locked} then f.count when ${stale} then 1 else f.count + 1 end,
        first_at = case when ${locked} or not ${stale} then f.first_at else now() end,
        locked_until = case
          when ${locked} then f.locked_until
          when ${stale} then null
          when f.count + 1 > ${free} then now() + ${lockFor}
          else f.locked_until end,
        allowed = case
          when ${locked} then false
          when ${stale} or f.count + 1 <= ${free} then true
          else f.locked_until is not null end
      returning allowed, ceil(extract(epoch from locked_until - now()))::int as seconds`.execute(
      db,
    );
    const row = rows[0]!;
    if (!row.allowed) wait = Math.max(wait, Number(row.seconds ?? 1), 1);
  }
  return wait;
}

/**
 * A successful sign-in clears the account's count, and takes its own attempt off the address's
 * (an office signing in all day is not an attacker), leaving any lock on the address in place.
 */
export async function clearAccountFailures(
  db: Kysely<Database>,
  email: string,
  ip: string,
): Promise<void> {
  await db.deleteFrom('staffSignInFailures').where('key', '=', `email:${email}`).execute();
  await db
    .updateTable('staffSignInFailures')
    .set({ count: sql<number>`greatest(count - 1, 0)` })
    .where('key', '=', `ip:${ip}`)
    .execute();
}
