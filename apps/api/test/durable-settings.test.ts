import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertDurable, DURABLE_SETTINGS, DurabilityError } from '../src/db/durable-pglite.ts';
import { openDatabase, type OpenDatabase } from '../src/db/open-database.ts';
import { buildTestApp } from './helpers/app.ts';
import { createPgliteDatabase, type TestDatabase } from './helpers/databases.ts';

// PGlite's own defaults (`-F`) acknowledge a commit before it is on disk. The server must run
// with durable commits, checked on its own connection, and refuse a PGlite that is not.

describe('durable commits on PGlite', () => {
  let dir: string;
  let opened: OpenDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'durable-'));
    opened = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'data') }, 'server');
    app = await buildTestApp(opened.db);
  });

  afterAll(async () => {
    await app?.close();
    await opened?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("is what SHOW answers on the server's own connection", async () => {
    for (const [name, value] of Object.entries(DURABLE_SETTINGS)) {
      const { rows } = await sql<Record<string, string>>`show ${sql.raw(name)}`.execute(
        app.db.withoutPlugins(),
      );
      expect(rows[0]?.[name]).toBe(value);
    }
    expect(DURABLE_SETTINGS).toEqual({ fsync: 'on', wal_sync_method: 'open_datasync' });
  });

  it('still stores and reads a lead', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ada', email: 'ada@example.org', message: 'Hello' },
    });
    expect(response.statusCode).toBe(200);
    const rows = await app.db.selectFrom('contacts').select('email').execute();
    expect(rows).toEqual([{ email: 'ada@example.org' }]);
  });
});

describe('the in-memory PGlite of the route tests', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createPgliteDatabase();
  });
  afterAll(() => database?.cleanup());

  it('runs with the same settings', async () => {
    const { rows } = await sql<{ fsync: string }>`show fsync`.execute(database.db);
    expect(rows).toEqual([{ fsync: 'on' }]);
  });
});

describe('a PGlite without durable commits', () => {
  let plain: PGlite;
  beforeAll(async () => {
    // PGlite as it starts by itself: fsync off.
    plain = await PGlite.create();
  });
  afterAll(() => plain?.close());

  it('is refused with a message naming the setting', async () => {
    const error = await assertDurable((query) => plain.query(query)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DurabilityError);
    expect((error as Error).message).toMatch(/fsync=off, not on/);
  });
});
