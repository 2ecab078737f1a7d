import { expect, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { waitForHydration } from './support.ts';

/** The staff's side in the browser tests: accounts made with the CLI, signing in. */

const cli = fileURLToPath(new URL('../../api/dist/cli/staff.js', import.meta.url));

export interface StaffAccount {
  email: string;
  name: string;
  password: string;
}

/**
 * `pnpm staff add` as a deployed bundle runs it: the built CLI, the password on stdin, on the
 * server's data directory (PGlite: before the server opens it, not beside it) or on the
 * PostgreSQL at `databaseUrl`.
 */
export async function addStaff(
  account: StaffAccount,
  where: { dataDir: string; databaseUrl?: string },
): Promise<void> {
  const child = spawn(process.execPath, [cli, 'add', account.email, '--name', account.name], {
    env: { ...process.env, DATA_DIR: where.dataDir, DATABASE_URL: where.databaseUrl ?? '' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  child.stdin.end(`${account.password}\n`);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`staff add ${account.email} exited ${code}:\n${output}`);
  expect(JSON.parse(output.trim())).toMatchObject({ email: account.email, name: account.name });
}

/** Fills and sends the sign-in form the page shows (no navigation, no wait for the outcome). */
export async function submitSignIn(page: Page, account: Pick<StaffAccount, 'email' | 'password'>) {
  const form = page.locator('form', { has: page.getByLabel('Password') });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in at `origin`'s sign-in page and waits for the inbox. */
export async function signIn(page: Page, origin: string, account: StaffAccount): Promise<void> {
  await page.goto(`${origin}/staff/sign-in`);
  await waitForHydration(page);
  await submitSignIn(page, account);
  // Checking a password is slow on purpose, and slower on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible({
    timeout: 30_000,
  });
}
