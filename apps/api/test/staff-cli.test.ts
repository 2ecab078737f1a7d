import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/create-db.ts';
import { verifyPassword } from '../src/staff/passwords.ts';

const packageDir = new URL('..', import.meta.url).pathname;
const tsx = join(packageDir, 'node_modules/.bin/tsx');

/** `pnpm staff …` as a process, with `input` on its standard input (a pipe, not a terminal). */
function staff(dataDir: string, args: string[], input = '') {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(tsx, ['src/cli/staff.ts', ...args], {
      cwd: packageDir,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

describe('pnpm staff (PGlite data directory)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'travel-staff-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('adds, lists, disables, enables and re-passwords accounts; refuses short passwords', async () => {
    const added = await staff(
      dataDir,
      ['add', 'Ann@Agency.example', '--name', 'Ann Smith'],
      'correct horse battery\n',
    );
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    expect(JSON.parse(added.stdout)).toMatchObject({
      email: 'ann@agency.example',
      name: 'Ann Smith',
      disabled: false,
    });
    expect(added.stdout).not.toContain('argon2');

    const short = await staff(dataDir, ['add', 'bob@agency.example'], 'too short\n');
    expect(short.code).toBe(1);
    expect(short.stderr).toMatch(/at least 12 characters/);
    const twice = await staff(dataDir, ['add', 'ann@agency.example'], 'another long password\n');
    expect(twice.code).toBe(1);
    expect(twice.stderr).toMatch(/already an account/);

    expect((await staff(dataDir, ['disable', 'ann@agency.example'])).code).toBe(0);
    expect((await staff(dataDir, ['list'])).stdout).toMatch(
      /^ann@agency\.example\tAnn Smith\tdisabled\t/,
    );
    expect((await staff(dataDir, ['enable', 'ann@agency.example'])).code).toBe(0);
    expect(
      await staff(dataDir, ['password', 'ann@agency.example'], 'a different long secret'),
    ).toMatchObject({ code: 0 });
    expect((await staff(dataDir, ['disable', 'nobody@agency.example'])).code).toBe(1);
    expect((await staff(dataDir, ['frobnicate'])).code).toBe(2);

    const db = createDatabase({ kind: 'pglite', dataDir });
    try {
      const row = await db
        .selectFrom('staffUsers')
        .select(['passwordHash', 'disabledAt'])
        .executeTakeFirstOrThrow();
      expect(row.disabledAt).toBeNull();
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(row.passwordHash, 'a different long secret')).toBe(true);
    } finally {
      await db.destroy();
    }
  }, 300_000); // Eight processes, each opening PGlite: seconds apiece on a busy machine.
});
