import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { checkPassword, hashPassword } from './passwords.ts';

/** A mistake in a staff command, told to the person who typed it. */
export class StaffCommandError extends Error {}

export interface StaffAccount {
  id: string;
  email: string;
  name: string;
  disabled: boolean;
  createdAt: string;
}

const byEmail = (email: string) => sql<boolean>`lower(email) = ${email.trim().toLowerCase()}`;

function validEmail(value: unknown): string {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new StaffCommandError('Give the e-mail address of the account.');
  }
  return email;
}

function validPassword(value: unknown, email: string): string {
  if (typeof value !== 'string' || value === '') throw new StaffCommandError('Give a password.');
  const problem = checkPassword(value, email);
  if (problem) throw new StaffCommandError(problem);
  return value;
}

export async function addAccount(
  db: Kysely<Database>,
  args: { email?: unknown; name?: unknown; password?: unknown },
): Promise<StaffAccount> {
  const email = validEmail(args.email);
  const password = validPassword(args.password, email);
  const name = typeof args.name === 'string' ? args.name.trim() : '';
  const existing = await db
    .selectFrom('staffUsers')
    .select('id')
    .where(byEmail(email))
    .executeTakeFirst();
  if (existing) throw new StaffCommandError(`There is already an account for ${email}.`);
  const passwordHash = await hashPassword(password);
  const row = await db
    .insertInto('staffUsers')
    .values({ email, name, passwordHash })
    .returning(['id', 'email', 'name', 'disabledAt', 'createdAt'])
    .executeTakeFirstOrThrow();
  return toAccount(row);
}

export async function listAccounts(db: Kysely<Database>): Promise<StaffAccount[]> {
  const rows = await db
    .selectFrom('staffUsers')
    .select(['id', 'email', 'name', 'disabledAt', 'createdAt'])
    .orderBy('email')
    .execute();
  return rows.map(toAccount);
}

/** Disables or enables an account; disabling ends its sessions at once. */
export async function setDisabled(
  db: Kysely<Database>,
  args: { email?: unknown },
  disabled: boolean,
): Promise<StaffAccount> {
  const email = validEmail(args.email);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('staffUsers')
      .set({ disabledAt: disabled ? sql<Date>`coalesce(disabled_at, now())` : null })
      .where(byEmail(email))
      .returning(['id', 'email', 'name', 'disabledAt', 'createdAt'])
      .executeTakeFirst();
    if (!row) throw new StaffCommandError(`There is no account for ${email}.`);
    if (disabled) await trx.deleteFrom('staffSessions').where('userId', '=', row.id).execute();
    return toAccount(row);
  });
}

/** Sets a new password and ends every session of the account. */
export async function setPassword(
  db: Kysely<Database>,
  args: { email?: unknown; password?: unknown },
): Promise<StaffAccount> {
  const email = validEmail(args.email);
  const password = validPassword(args.password, email);
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('staffUsers')
      .set({ passwordHash })
      .where(byEmail(email))
      .returning(['id', 'email', 'name', 'disabledAt', 'createdAt'])
      .executeTakeFirst();
    if (!row) throw new StaffCommandError(`There is no account for ${email}.`);
    await trx.deleteFrom('staffSessions').where('userId', '=', row.id).execute();
    return toAccount(row);
  });
}

function toAccount(row: {
  id: string;
  email: string;
  name: string;
  disabledAt: Date | null;
  createdAt: Date;
}): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
