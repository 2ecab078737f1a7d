import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.ts';
import { up } from '../src/db/migrations/2026_11_28_17_29_02_hash_newsletter_tokens.ts';
import { hashToken } from '../src/lib/token-hash.ts';
import { FORM, buildTestApp } from './helpers/app.ts';
import type { TestDatabase } from './helpers/databases.ts';
import { databaseVariants } from './helpers/variants.ts';

// Rows stored before tokens were hashed (issue 29): the migration hashes them in place, so the
// links already mailed keep working and the table holds no working link.

for (const variant of databaseVariants) {
  describe.skipIf(!variant.available)(`newsletter tokens hashed (${variant.name})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;

    beforeAll(async () => {
      database = await variant.create();
      await migrateToLatest(database.db);
      app = await buildTestApp(database.db);
    });

    afterAll(async () => {
      await app?.close();
      await database?.cleanup();
    });

    it('hashes the tokens of rows stored before, and their mailed links still work', async () => {
      const pending = { email: `p-${randomUUID()}@example.org`, confirm: randomUUID() };
      const subscribed = { email: `s-${randomUUID()}@example.org`, unsubscribe: randomUUID() };
      // As the table held them before this migration: tokens in plain text.
      await database.db
        .insertInto('newsletterSubscribers')
        .values([
          {
            email: pending.email,
            unsubscribeToken: randomUUID(),
            confirmToken: pending.confirm,
            confirmRequestedAt: sql`now()`,
          },
          {
            email: subscribed.email,
            unsubscribeToken: subscribed.unsubscribe,
            confirmedAt: sql`now()`,
          },
        ])
        .execute();
      await up(database.db.withoutPlugins());

      const rows = await database.db
        .selectFrom('newsletterSubscribers')
        .select(['email', 'confirmToken', 'unsubscribeToken'])
        .where('email', 'in', [pending.email, subscribed.email])
        .orderBy('email')
        .execute();
      expect(rows.map((row) => row.confirmToken)).toEqual([hashToken(pending.confirm), null]);
      expect(rows[1]!.unsubscribeToken).toBe(hashToken(subscribed.unsubscribe));

      const post = (path: string, token: string) =>
        app.inject({ method: 'POST', url: `${path}?token=${token}`, headers: FORM, payload: '' });
      expect((await post('/api/newsletter/confirm', pending.confirm)).statusCode).toBe(200);
      await post('/api/newsletter/unsubscribe', subscribed.unsubscribe);
      const after = await database.db
        .selectFrom('newsletterSubscribers')
        .select(['email', 'confirmedAt', 'unsubscribedAt'])
        .where('email', 'in', [pending.email, subscribed.email])
        .orderBy('email')
        .execute();
      expect(after[0]!.confirmedAt).toBeInstanceOf(Date);
      expect(after[1]!.unsubscribedAt).toBeInstanceOf(Date);
    });
  });
}
