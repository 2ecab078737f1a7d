import { parseArgs } from 'node:util';
import { StaffCommandError, type StaffAccount } from '../staff/accounts.ts';
import { readPassword } from './read-password.ts';
import { runStaffCommand } from './run-command.ts';

const USAGE = `Usage:
  pnpm staff add <email> [--name "Full Name"]   password from standard input, or asked
  pnpm staff list
  pnpm staff disable <email>                    ends the person's sessions at once
  pnpm staff enable <email>
  pnpm staff password <email>                   new password; ends the person's sessions`;

class UsageError extends Error {}

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, email, ...rest] = positionals;
  if (values.help) return void process.stdout.write(`${USAGE}\n`);
  if (!command) throw new UsageError('Give a command.');
  if (command === 'list') {
    const accounts = (await runStaffCommand('staff.list', {})) as StaffAccount[];
    for (const account of accounts) {
      const state = account.disabled ? 'disabled' : 'active';
      process.stdout.write(`${account.email}\t${account.name}\t${state}\t${account.createdAt}\n`);
    }
    if (accounts.length === 0) process.stderr.write('No staff accounts yet.\n');
    return;
  }
  if (!['add', 'disable', 'enable', 'password'].includes(command)) {
    throw new UsageError(`Unknown command "${command}".`);
  }
  if (!email || rest.length > 0) throw new UsageError(`"${command}" takes one e-mail address.`);
  const args: Record<string, unknown> = { email };
  if (command === 'add') args.name = values.name ?? '';
  if (command === 'add' || command === 'password') args.password = await readPassword();
  const account = await runStaffCommand(`staff.${command}`, args);
  process.stdout.write(`${JSON.stringify(account)}\n`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (
    error instanceof UsageError ||
    (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
  ) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
    process.exitCode = 2;
  } else if (error instanceof StaffCommandError) {
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  } else {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
});
