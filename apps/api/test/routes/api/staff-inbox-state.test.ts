import { randomBytes, randomUUID } from 'node:crypto';
import type { InboxState } from '@travel/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../../src/db/create-db.ts';
import { migrateToLatest } from '../../../src/db/migrate.ts';
import { buildTestApp } from '../../helpers/app.ts';
import { withClient } from '../../helpers/databases.ts';
import { signedInStaff, withStaffApp, type Staff } from '../../helpers/staff.ts';
import { databaseVariants, postgresUrl } from '../../helpers/variants.ts';

const message = (name: string) => ({
  name,
  email: `live-${randomUUID()}@example.org`,
  message: 'Is there still room in June?',
});

for (const variant of databaseVariants) {
  describe.skipIf(!variant.available)(`the inbox's state (${variant.name})`, () => {
    let app: FastifyInstance;
    let staff: Staff;

    withStaffApp(variant, (setup) => {
      app = setup.app;
      staff = setup.staff[0]!;
    });

    const state = async () => {
      const response = await staff.request({ method: 'GET', url: '/api/staff/inbox-state' });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<InboxState>();
    };

    it('gives the unread count and the newest lead, and follows a new one at once', async () => {
      const before = await state();
      const posted = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: message('Ada Live'),
      });
      expect(posted.statusCode).toBe(200);
      const after = await state();
      expect(after.unread).toBe(before.unread + 1);
      expect(after.latest).toMatchObject({ name: 'Ada Live' });
      expect(after.latest!.id).not.toBe(before.latest?.id);
    });

    it('answers only a signed-in staff member', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/staff/inbox-state' });
      expect(response.statusCode).toBe(401);
    });
  });
}

describe.skipIf(postgresUrl === null)(
  'the inbox state with two API instances on one PostgreSQL',
  () => {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const open = () =>
      createDatabase(
        { kind: 'postgres', url: postgresUrl! },
        { pool: { max: 2, options: `-c search_path=${schema}` } },
      );
    const dbs = [open(), open()];
    const apps: FastifyInstance[] = [];

    beforeAll(async () => {
      await withClient(postgresUrl!, (client) => client.query(`create schema ${schema}`));
      await migrateToLatest(dbs[0]!);
      for (const db of dbs) {
        const app = await buildTestApp(db);
        await app.ready();
        apps.push(app);
      }
    });

    afterAll(async () => {
      for (const app of apps) await app.close();
      for (const db of dbs) await db.destroy();
      await withClient(postgresUrl!, (client) =>
        client.query(`drop schema if exists ${schema} cascade`),
      );
    });

    it('a lead stored through one instance shows in the state the other answers', async () => {
      const watcher = await signedInStaff(apps[1]!, dbs[1]!);
      const posted = await apps[0]!.inject({
        method: 'POST',
        url: '/api/contact',
        payload: message('Grace Elsewhere'),
      });
      expect(posted.statusCode).toBe(200);
      const response = await watcher.request({ method: 'GET', url: '/api/staff/inbox-state' });
      expect(response.json<InboxState>()).toMatchObject({
        unread: 1,
        latest: { name: 'Grace Elsewhere' },
      });
    });
  },
);
