import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSocketPath, listenAdminSocket } from '../src/admin/socket.ts';
import {
  acquireDataDirLock,
  LOCK_FILE,
  readLock,
  type LockRecord,
} from '../src/db/data-dir-lock.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { openDatabase, type OpenDatabase } from '../src/db/open-database.ts';
import { addAccount } from '../src/staff/accounts.ts';
import { runNode } from './helpers/cli.ts';

// One owner per data directory: while this test process holds it as the server would, every
// other process that would open it is refused, naming the holder; admin commands go through
// the owner's socket instead.

describe('a data directory held by a server', () => {
  let dir: string;
  let dataDir: string;
  let opened: OpenDatabase;
  let admin: Server;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'data-dir-'));
    dataDir = join(dir, 'data');
    opened = await openDatabase({ kind: 'pglite', dataDir }, 'server');
    await migrateToLatest(opened.db);
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    admin = await listenAdminSocket(dataDir, { db: opened.db, log: log as never });
  });

  afterAll(async () => {
    await new Promise((resolve) => admin?.close(resolve));
    await opened?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const holder = () => new RegExp(`in use by server \\(pid ${process.pid} `);

  it('refuses a second server at once, naming the holder', async () => {
    const second = await runNode('src/server.ts', [], { DATA_DIR: dataDir, PORT: '0' });
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(holder());
  }, 120_000);

  it('refuses pnpm migrate and pnpm restore', async () => {
    const migrate = await runNode('src/cli/migrate.ts', [], { DATA_DIR: dataDir });
    expect(migrate.code).toBe(1);
    expect(migrate.stderr).toMatch(holder());
    const restore = await runNode('src/cli/restore.ts', ['test/fixtures/hold-lock.ts'], {
      DATA_DIR: dataDir,
    });
    expect(restore.code).toBe(1);
    expect(restore.stderr).toMatch(holder());
  }, 120_000);

  it('listens on DATA_DIR/admin.sock for its owner only', async () => {
    const info = await stat(adminSocketPath(dataDir));
    expect(info.isSocket()).toBe(true);
    expect(info.mode & 0o777).toBe(0o600);
  });

  it('answers any line on the admin socket with an error, never ending the process', async () => {
    const send = (line: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = createConnection(adminSocketPath(dataDir));
        let answer = '';
        socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
        socket.on('error', reject);
        socket.on('close', () => resolve(answer));
        socket.end(`${line}\n`);
      });
    for (const line of [
      'null',
      '[]',
      '"backup"',
      '42',
      '{"command": 1}',
      '{"command": "backup", "args": null}',
      '{"command": "backup", "args": [1]}',
      'not json',
    ]) {
      expect(JSON.parse(await send(line))).toMatchObject({ ok: false, error: expect.any(String) });
    }
    // Still serving.
    expect(JSON.parse(await send('{"command": "nope"}'))).toEqual({
      ok: false,
      error: 'Unknown command nope',
    });
  });

  it('leaves the permissions of what the server creates meanwhile alone', async () => {
    // The socket is made owner-only without touching the process-wide umask: a directory the
    // server creates while it starts listening (PGlite's, the mail drop's) keeps its search bit.
    const other = join(dir, 'second');
    await mkdir(other);
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    const listening = listenAdminSocket(other, { db: opened.db, log: log as never });
    let done = false;
    void listening.finally(() => (done = true));
    const created: string[] = [];
    while (!done) {
      const made = join(other, `made-${created.length}`);
      await mkdir(made);
      created.push(made);
    }
    const second = await listening;
    await new Promise((resolve) => second.close(resolve));
    expect(created.length).toBeGreaterThan(0);
    for (const made of created) expect((await stat(made)).mode & 0o100, made).toBe(0o100);
  });

  it('makes pnpm backup go through the server, the file relative to where it was run', async () => {
    await opened.db
      .insertInto('contacts')
      .values({ source: 'contact-page', name: 'Ada', email: 'ada@example.org', message: 'Hi' })
      .execute();
    const backup = await runNode('src/cli/backup.ts', ['copy.jsonl.gz'], {
      DATA_DIR: dataDir,
      INIT_CWD: dir,
    });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(join(dir, 'copy.jsonl.gz'));
    expect(backup.stdout).toContain('contacts: 1 rows');
    // Still ours: the backup did not take the directory.
    expect(readLock(dataDir)?.pid).toBe(process.pid);
  }, 120_000);

  it('makes pnpm staff go through the server while it runs', async () => {
    await addAccount(opened.db, {
      email: 'eve@agency.example',
      name: 'Eve',
      password: 'x'.repeat(16),
    });
    const disabled = await runNode('src/cli/staff.ts', ['disable', 'eve@agency.example'], {
      DATA_DIR: dataDir,
    });
    expect(disabled.stderr).toBe('');
    expect(disabled.code).toBe(0);
    // The server's own connection sees the change: the command ran inside it.
    const row = await opened.db
      .selectFrom('staffUsers')
      .select('disabledAt')
      .where('email', '=', 'eve@agency.example')
      .executeTakeFirstOrThrow();
    expect(row.disabledAt).not.toBeNull();
    const listed = await runNode('src/cli/staff.ts', ['list'], { DATA_DIR: dataDir });
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/^eve@agency\.example\tEve\tdisabled\t/m);
    expect(readLock(dataDir)?.pid).toBe(process.pid);
  }, 120_000);
});

describe('a lock left behind', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'stale-lock-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('is taken over when its process was killed', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/fixtures/hold-lock.ts', dir], {
      cwd: join(import.meta.dirname, '..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await once(child.stdout, 'data');
    expect(readLock(dir)?.pid).toBe(child.pid);
    child.kill('SIGKILL');
    await once(child, 'exit');

    const opened = await openDatabase({ kind: 'pglite', dataDir: dir }, 'server');
    try {
      expect(readLock(dir)?.pid).toBe(process.pid);
    } finally {
      await opened.close();
    }
    // Released on close.
    expect(readLock(dir)).toBeNull();
  }, 120_000);

  it('is not mistaken for a live one when its pid is reused (pid 1 in a new container)', async () => {
    // Our own pid and boot, but a process that started at another time: a previous life's.
    const probe = acquireDataDirLock(dir, 'probe');
    probe.release();
    const stale: LockRecord = { ...probe.record, startTime: '1', role: 'server' };
    await writeFile(join(dir, LOCK_FILE), JSON.stringify(stale));

    const opened = await openDatabase({ kind: 'pglite', dataDir: dir }, 'server');
    expect(readLock(dir)?.startTime).not.toBe('1');
    await opened.close();
    expect(readLock(dir)).toBeNull();
  }, 120_000);
});

describe('a data directory PGlite cannot open', () => {
  let dir: string;

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('stops the server with what happened and how to recover, not a bare abort', async () => {
    dir = await mkdtemp(join(tmpdir(), 'data-dir-damaged-'));
    const dataDir = join(dir, 'data');
    const opened = await openDatabase({ kind: 'pglite', dataDir }, 'test');
    await migrateToLatest(opened.db);
    await opened.close();
    // An emptied control file: PostgreSQL PANICs reading it, and PGlite's WebAssembly aborts.
    await writeFile(join(dataDir, 'global', 'pg_control'), '');

    const server = await runNode('src/server.ts', [], { DATA_DIR: dataDir, PORT: '0' });
    expect(server.code).toBe(1);
    expect(server.stderr).toContain(`PGlite could not open the data directory ${dataDir}`);
    expect(server.stderr).toMatch(/DATA_DIR=<new folder> pnpm restore <backup file>/);
  }, 120_000);
});
