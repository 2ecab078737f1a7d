import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/create-db.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { buildTestApp } from '../helpers/app.ts';
import { withClient } from '../helpers/databases.ts';
import { startSmtpSink, toOf, type SmtpSink } from '../helpers/smtp.ts';
import { postgresUrl } from '../helpers/variants.ts';
import { waitUntil } from '../helpers/wait.ts';

const LEADS = 24;

describe.skipIf(postgresUrl === null)('two API instances on one PostgreSQL', () => {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const open = () =>
    createDatabase(
      { kind: 'postgres', url: postgresUrl! },
      { pool: { max: 4, options: `-c search_path=${schema}` } },
    );
  const dbs = [open(), open()];
  const apps: FastifyInstance[] = [];
  let smtp: SmtpSink;

  beforeAll(async () => {
    await withClient(postgresUrl!, (client) => client.query(`create schema ${schema}`));
    await migrateToLatest(dbs[0]!);
    smtp = await startSmtpSink();
    for (const db of dbs) {
      const app = await buildTestApp(db, {
        env: { SMTP_URL: smtp.url, LEADS_NOTIFY_TO: 'agency@example.org', MAIL_POLL_MS: '50' },
      });
      await app.ready();
      apps.push(app);
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of dbs) await db.destroy();
    await smtp?.close();
    await withClient(postgresUrl!, (client) =>
      client.query(`drop schema if exists ${schema} cascade`),
    );
  });

  it('delivers each message once', { timeout: 90_000 }, async () => {
    // Every lead through one instance; both workers claim from the same outbox.
    await Promise.all(
      Array.from({ length: LEADS }, (_, i) =>
        apps[i % 2]!.inject({
          method: 'POST',
          url: '/api/contact',
          // A network per lead: receipts are limited per client network.
          remoteAddress: `10.0.${i}.1`,
          payload: { name: `Lead ${i}`, email: `t-${randomUUID()}@example.org`, message: 'Hello' },
        }),
      ),
    );
    // Each lead: the agency's message and a receipt.
    const all = await smtp.waitFor((messages) => messages.length >= LEADS * 2, 60_000);
    const ids = all.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(all.filter((m) => toOf(m).includes('agency@example.org'))).toHaveLength(LEADS);
    // The server's answer reaches the sink before the worker records it: wait for the records.
    const unsent = () =>
      dbs[0]!.selectFrom('outbox').select('id').where('status', '!=', 'sent').execute();
    await waitUntil(async () => (await unsent()).length === 0, { timeoutMs: 30_000 });
    expect(smtp.messages).toHaveLength(LEADS * 2);
    // One try each: no row was claimed twice.
    const attempts = await dbs[0]!.selectFrom('outboxAttempts').selectAll().execute();
    expect(attempts).toHaveLength(LEADS * 2);
  });
});
