import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/create-db.ts';
import { verifyPassword } from '../src/staff/passwords.ts';
import { runNode } from './helpers/cli.ts';

/**
 * `pnpm staff …` as a process, with `input` on its standard input (a pipe, not a terminal),
 * logging at its default level.
 */
const staff = (dataDir: string, args: string[], input = '') =>
  runNode(
    'src/cli/staff.ts',
    args,
    { DATA_DIR: dataDir, LOG_LEVEL: undefined },
    { input, timeoutMs: 120_000 },
  );

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
