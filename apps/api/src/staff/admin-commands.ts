import type { AdminCommand } from '../admin/commands.ts';
import { addAccount, listAccounts, setDisabled, setPassword } from './accounts.ts';

/** `pnpm staff …`: the account commands, as the admin registry runs them. */
export const staffCommands: Record<string, AdminCommand> = {
  'staff.add': ({ db }, args) => addAccount(db, args),
  'staff.list': ({ db }) => listAccounts(db),
  'staff.disable': ({ db }, args) => setDisabled(db, args, true),
  'staff.enable': ({ db }, args) => setDisabled(db, args, false),
  'staff.password': ({ db }, args) => setPassword(db, args),
};
