import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.ts';
import { purgeExpired } from '../src/plugins/app/lead-retention.ts';
import { buildTestApp } from './helpers/app.ts';
import type { TestDatabase } from './helpers/databases.ts';
import { databaseVariants } from './helpers/variants.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2027-06-01T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

for (const variant of databaseVariants) {
  describe.skipIf(!variant.available)(`retention (${variant.name})`, () => {
    let database: TestDatabase;

    beforeAll(async () => {
      database = await variant.create();
      await migrateToLatest(database.db);
      // What other tables tied to leads do (staff notes, outbox…): reference the lead with
      // ON DELETE CASCADE. Deleting the lead must take them along.
      await sql`create table retention_test_notes (
        id serial primary key,
        contact_id bigint not null references contacts (id) on delete cascade,
        note text not null
      )`.execute(database.db);
    });

    afterAll(async () => {
      await sql`drop table if exists retention_test_notes`.execute(database.db);
      await database?.cleanup();
    });

    async function lead(createdAt: Date): Promise<string> {
      const { id } = await database.db
        .insertInto('contacts')
        .values({
          source: 'contact-page',
          name: 'Ada',
          email: `${randomUUID()}@example.org`,
          message: 'Hello',
          context: null,
          suspectReason: null,
          createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await sql`insert into retention_test_notes (contact_id, note) values (${id}, 'called back')`.execute(
        database.db,
      );
      return id;
    }

    async function subscriber(unsubscribedAt: Date | null): Promise<string> {
      const { id } = await database.db
        .insertInto('newsletterSubscribers')
        .values({
          email: `${randomUUID()}@example.org`,
          unsubscribeToken: randomUUID(),
          unsubscribedAt,
          suspectReason: null,
          createdAt: daysAgo(400),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    }

    const contactIds = async (ids: string[]) =>
      (await database.db.selectFrom('contacts').select('id').where('id', 'in', ids).execute()).map(
        (row) => row.id,
      );
    const subscriberIds = async (ids: string[]) =>
      (
        await database.db
          .selectFrom('newsletterSubscribers')
          .select('id')
          .where('id', 'in', ids)
          .execute()
      ).map((row) => row.id);
    const notesOf = async (ids: string[]) =>
      (
        await sql<{ lead: string }>`select contact_id::text as lead from retention_test_notes
          where contact_id::text in (${sql.join(ids)})`.execute(database.db)
      ).rows.map((row) => row.lead);

    it('deletes leads older than the retention, with everything tied to them', async () => {
      const old = await lead(daysAgo(91));
      const recent = await lead(daysAgo(89));
      const purged = await purgeExpired(database.db, 90, NOW);
      expect(purged.contacts).toBeGreaterThanOrEqual(1);
      expect(await contactIds([old, recent])).toEqual([recent]);
      expect(await notesOf([old, recent])).toEqual([recent]);
    });

    it("removes the MAIL_DIR files of deleted leads' messages, and only those", async () => {
      const mailDir = mkdtempSync(join(tmpdir(), 'travel-retention-mail-'));
      try {
        const old = await lead(daysAgo(91));
        const recent = await lead(daysAgo(89));
        const outbox = async (contactId: string) => {
          const { id } = await database.db
            .insertInto('outbox')
            .values({
              kind: 'lead-receipt',
              contactId,
              recipient: 'visitor@example.org',
              message: JSON.stringify({
                to: ['visitor@example.org'],
                subject: 's',
                html: '',
                text: '',
              }),
              messageId: `<${randomUUID()}@example.org>`,
              lastError: null,
              sentAt: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const file = join(mailDir, `outbox-${id}.eml`);
          writeFileSync(file, 'To: visitor@example.org\r\n\r\nHi');
          return file;
        };
        const oldFile = await outbox(old);
        const recentFile = await outbox(recent);
        const unrelated = join(mailDir, 'notes.eml');
        writeFileSync(unrelated, 'not a message of ours');
        const purged = await purgeExpired(database.db, 90, NOW, mailDir);
        expect(purged.mailFiles).toBe(1);
        expect([oldFile, recentFile, unrelated].map((file) => existsSync(file))).toEqual([
          false,
          true,
          true,
        ]);
      } finally {
        rmSync(mailDir, { recursive: true, force: true });
      }
    });

    it('keeps every lead when no retention is set', async () => {
      const ancient = await lead(daysAgo(5000));
      await purgeExpired(database.db, null, NOW);
      expect(await contactIds([ancient])).toEqual([ancient]);
    });

    it('removes an unsubscribed address after 30 days, keeps subscribers', async () => {
      const gone = await subscriber(daysAgo(30));
      const recent = await subscriber(daysAgo(29));
      const subscribed = await subscriber(null);
      const purged = await purgeExpired(database.db, null, NOW);
      expect(purged.subscribers).toBeGreaterThanOrEqual(1);
      expect((await subscriberIds([gone, recent, subscribed])).sort()).toEqual(
        [recent, subscribed].sort(),
      );
    });

    it('deletes failed sign-in rows once their window and their lock have passed', async () => {
      const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
      const key = () => `ip:${randomUUID()}`;
      const rows = {
        old: { key: key(), count: 3, firstAt: minutesAgo(16), lockedUntil: null },
        oldLockOver: { key: key(), count: 9, firstAt: minutesAgo(60), lockedUntil: minutesAgo(1) },
        stillLocked: { key: key(), count: 9, firstAt: minutesAgo(60), lockedUntil: minutesAgo(-5) },
        inWindow: { key: key(), count: 2, firstAt: minutesAgo(5), lockedUntil: null },
      };
      await database.db.insertInto('staffSignInFailures').values(Object.values(rows)).execute();
      const purged = await purgeExpired(database.db, null, NOW);
      expect(purged.signInFailures).toBeGreaterThanOrEqual(2);
      const left = await database.db
        .selectFrom('staffSignInFailures')
        .select('key')
        .where(
          'key',
          'in',
          Object.values(rows).map((row) => row.key),
        )
        .execute();
      expect(left.map((row) => row.key).sort()).toEqual(
        [rows.stillLocked.key, rows.inWindow.key].sort(),
      );
    });

    it('runs when the server starts, with LEAD_RETENTION_DAYS', async () => {
      const old = await lead(new Date(Date.now() - 8 * DAY));
      const unsubscribed = await subscriber(new Date(Date.now() - 31 * DAY));
      const app: FastifyInstance = await buildTestApp(database.db, {
        env: { LEAD_RETENTION_DAYS: '7' },
      });
      try {
        await app.ready();
        // preClose waits for the round under way, so after close it has run.
      } finally {
        await app.close();
      }
      expect(await contactIds([old])).toEqual([]);
      expect(await subscriberIds([unsubscribed])).toEqual([]);
    });
  });
}
