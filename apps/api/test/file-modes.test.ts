import { chmod, lstat, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNode } from './helpers/cli.ts';

// Run as the process's own user: what the server's user makes must be no one else's (issue 29).

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    yield path;
    if (entry.isDirectory()) yield* walk(path);
  }
}

describe('DATA_DIR made beforehand, open to everyone', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'modes-'));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is made 0700 at start, and nothing in it is readable by others', async () => {
    const dataDir = join(dir, 'data');
    // As the Dockerfile's `mkdir -p /data` used to leave it, with a file from before the rule.
    await mkdir(dataDir, { mode: 0o755 });
    await chmod(dataDir, 0o755);
    await writeFile(join(dataDir, 'old'), 'x', { mode: 0o644 });
    await chmod(join(dataDir, 'old'), 0o666);

    const result = await runNode('src/cli/migrate.ts', [], { DATA_DIR: dataDir });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);

    expect((await lstat(dataDir)).mode & 0o777).toBe(0o700);
    const open: string[] = [];
    let count = 0;
    for await (const path of walk(dataDir)) {
      count++;
      if ((await lstat(path)).mode & 0o077) open.push(path);
    }
    expect(count).toBeGreaterThan(100);
    expect(open).toEqual([]);
  });

  it.skipIf(process.getuid?.() === 0)(
    'is refused, with a message, when this user cannot close it',
    async () => {
      // /tmp: others can enter it and it is root's, not ours to change.
      const result = await runNode('src/cli/migrate.ts', [], { DATA_DIR: tmpdir() });
      expect(result.code).not.toBe(0);
      expect(result.stderr).toMatch(/DATA_DIR .* can be entered by other users/);
    },
  );
});
