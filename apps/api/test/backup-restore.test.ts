import { lstat, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportBackup } from '../src/backup/logical.ts';
import type { Database } from '../src/db/database.ts';
import { openDatabase, type OpenDatabase } from '../src/db/open-database.ts';
import { buildTestApp, randomIp } from './helpers/app.ts';
import { runNode } from './helpers/cli.ts';
import { withClient } from './helpers/databases.ts';
import { postgresUrl } from './helpers/variants.ts';

// A backup taken while the server runs comes back whole: into a fresh PGlite data directory,
// and into PostgreSQL (the way from the embedded database to a server), by `pnpm restore`.

async function everyRow(db: Kysely<Database>) {
  return {
    contacts: await db.selectFrom('contacts').selectAll().orderBy('id').execute(),
    subscribers: await db.selectFrom('newsletterSubscribers').selectAll().orderBy('id').execute(),
  };
}

describe('pnpm backup, then pnpm restore', () => {
  let dir: string;
  let source: OpenDatabase;
  let app: FastifyInstance;
  let file: string;
  let original: Awaited<ReturnType<typeof everyRow>>;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'backup-'));
    source = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'data') }, 'server');
    app = await buildTestApp(source.db);
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url, payload, remoteAddress: randomIp() });
    for (let i = 0; i < 30; i++) {
      await post('/api/contact', {
        name: `Ada ${i}`,
        email: `ada-${i}@example.org`,
        message: `Trip ${i}: "quotes", ünïcödé, newline\nand 'apostrophes'`,
        ...(i % 3 === 0 ? { website: 'spam' } : {}),
      });
      await post('/api/newsletter/subscribe', { email: `reader-${i}@example.org`, name: 'R' });
    }
    await source.db.deleteFrom('contacts').where('name', '=', 'Ada 5').execute();
    original = await everyRow(source.db);
    file = join(dir, 'leads.jsonl.gz');
    await exportBackup(source.db, file);
  });

  afterAll(async () => {
    await app?.close();
    await source?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('writes through no `.partial` file or link someone else left beside the target', async () => {
    const target = join(dir, 'planted.jsonl.gz');
    const victim = join(dir, 'victim.txt');
    await writeFile(victim, 'not yours');
    await symlink(victim, `${target}.partial`);
    await exportBackup(source.db, target);
    expect(await readFile(victim, 'utf8')).toBe('not yours');
    expect((await lstat(target)).mode & 0o777).toBe(0o600);
    // Only the planted link is left: the temporary file was renamed to the target.
    expect((await readdir(dir)).filter((name) => name.startsWith('planted'))).toEqual([
      'planted.jsonl.gz',
      'planted.jsonl.gz.partial',
    ]);
  });

  it('had something to copy', () => {
    expect(original.contacts).toHaveLength(29);
    expect(original.subscribers).toHaveLength(30);
    expect(original.contacts.some((row) => row.suspect)).toBe(true);
  });

  it('fills a fresh data directory with every row, ids and all, and new ids follow', async () => {
    const dataDir = join(dir, 'restored');
    const restore = await runNode('src/cli/restore.ts', ['leads.jsonl.gz'], {
      DATA_DIR: dataDir,
      INIT_CWD: dir,
    });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain('contacts: 29 rows');

    const restored = await openDatabase({ kind: 'pglite', dataDir }, 'test');
    try {
      expect(await everyRow(restored.db)).toEqual(original);
      const { id } = await restored.db
        .insertInto('contacts')
        .values({ source: 'contact-page', name: 'New', email: 'n@example.org', message: 'Hi' })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(Number(id)).toBe(31);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('refuses a data directory that already holds a database', async () => {
    const restore = await runNode('src/cli/restore.ts', [file], {
      DATA_DIR: join(dir, 'restored'),
    });
    expect(restore.code).toBe(1);
    expect(restore.stderr).toMatch(/already holds a database/);
  }, 120_000);

  it.skipIf(!postgresUrl)(
    'loads into PostgreSQL with every row',
    async () => {
      const schema = `restore_${process.pid}_${Date.now()}`;
      await withClient(postgresUrl!, (client) => client.query(`create schema ${schema}`));
      const url = new URL(postgresUrl!);
      url.searchParams.set('options', `-c search_path=${schema}`);
      try {
        const restore = await runNode('src/cli/restore.ts', [file], {
          DATABASE_URL: url.toString(),
        });
        expect(restore.stderr).toBe('');
        expect(restore.code).toBe(0);
        const target = await openDatabase({ kind: 'postgres', url: url.toString() }, 'test');
        try {
          expect(await everyRow(target.db)).toEqual(original);
        } finally {
          await target.close();
        }
        // Restore fills an empty database only: a second run changes nothing.
        const again = await runNode('src/cli/restore.ts', [file], { DATABASE_URL: url.toString() });
        expect(again.code).toBe(1);
        expect(again.stderr).toMatch(/not empty/);
      } finally {
        await withClient(postgresUrl!, (client) => client.query(`drop schema ${schema} cascade`));
      }
    },
    120_000,
  );
});
