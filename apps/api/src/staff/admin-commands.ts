import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { addAccount, listAccounts, setDisabled, setPassword } from './accounts.ts';

/** One command of the admin registry (the admin socket's shape): JSON args in, JSON out. */
export type AdminCommand = (
  ctx: { db: Kysely<Database> },
  args: Record<string, unknown>,
) => Promise<unknown>;

/** `pnpm staff …`: the account commands, as the admin registry runs them. */
export const staffCommands: Record<string, AdminCommand> = {
  'staff.add': ({ db }, args) => addAccount(db, args),
  'staff.list': ({ db }) => listAccounts(db),
  'staff.disable': ({ db }, args) => setDisabled(db, args, true),
  'staff.enable': ({ db }, args) => setDisabled(db, args, false),
  'staff.password': ({ db }, args) => setPassword(db, args),
};
