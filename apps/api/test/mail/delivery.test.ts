import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { deliveriesForLead, eraseMailFor, mailStatus, retryMessage } from '../../src/mail/staff.ts';
import { buildTestApp } from '../helpers/app.ts';
import type { TestDatabase } from '../helpers/databases.ts';
import { startSmtpSink, toOf } from '../helpers/smtp.ts';
import { databaseVariants } from '../helpers/variants.ts';
import { waitUntil } from '../helpers/wait.ts';

const lead = () => ({
  name: 'Grace Hopper',
  email: `traveller-${randomUUID()}@example.org`,
  destination: 'Iceland',
  message: 'Northern lights in February.',
});

const env = {
  LEADS_NOTIFY_TO: 'agency@example.org',
  MAIL_RETRY_BASE_MS: '50',
  MAIL_POLL_MS: '100',
};

for (const variant of databaseVariants) {
  describe.skipIf(!variant.available)(`e-mail delivery (${variant.name})`, () => {
    let database: TestDatabase;
    const apps: FastifyInstance[] = [];
    beforeAll(async () => {
      database = await variant.create();
      // The schema first: a PGlite takes seconds to migrate, which is no test's business.
      await migrateToLatest(database.db);
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      await database?.cleanup();
    });
    const start = async (extra: Record<string, string>) => {
      const app = await buildTestApp(database.db, { env: { ...env, ...extra } });
      apps.push(app);
      await app.ready();
      return app;
    };
    const post = (app: FastifyInstance, body: object) =>
      app.inject({ method: 'POST', url: '/api/contact', payload: body });
    const leadId = async (email: string) =>
      (
        await database.db
          .selectFrom('contacts')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).id;

    it('stores the lead at once while SMTP is down, and delivers when it returns', async () => {
      // A port where nothing listens yet: the mail server is down.
      const probe = await startSmtpSink();
      const port = probe.port;
      await probe.close();
      const app = await start({ SMTP_URL: `smtp://127.0.0.1:${port}` });

      const body = lead();
      const response = await post(app, body);
      expect(response.statusCode).toBe(200);
      const id = await leadId(body.email);

      const retrying = await waitUntil(async () => {
        const deliveries = await deliveriesForLead(database.db, id);
        return deliveries.every((d) => d.state === 'retrying') && deliveries;
      });
      expect(retrying.find((d) => d.kind === 'lead-notification')!.lastError).toMatch(
        /ECONNREFUSED|connect/i,
      );
      expect((await mailStatus(database.db, true)).waiting).toBeGreaterThanOrEqual(1);

      const smtp = await startSmtpSink(port);
      try {
        await smtp.waitFor((all) => all.some((m) => m.replyTo?.value[0]?.address === body.email));
        const sent = await waitUntil(async () => {
          const deliveries = await deliveriesForLead(database.db, id);
          return deliveries.every((d) => d.state === 'sent') && deliveries;
        });
        expect(sent.map((d) => d.kind).sort()).toEqual(['lead-notification', 'lead-receipt']);
        // Every try is recorded, the failed ones with their error.
        const attempts = await database.db
          .selectFrom('outboxAttempts')
          .innerJoin('outbox', 'outbox.id', 'outboxAttempts.outboxId')
          .select(['outboxAttempts.error'])
          .where('outbox.contactId', '=', id)
          .execute();
        expect(attempts.filter((a) => a.error === null)).toHaveLength(2);
        expect(attempts.filter((a) => a.error !== null).length).toBeGreaterThanOrEqual(1);
        // Each message arrived once.
        expect(smtp.messages.filter((m) => toOf(m).includes(body.email))).toHaveLength(1);
      } finally {
        await app.close();
        apps.pop();
        await smtp.close();
      }
    });

    it('keeps messages waiting without SMTP_URL, and a failed one can be retried', async () => {
      const app = await start({});
      expect(app.mail.configured).toBe(false);
      const body = lead();
      await post(app, body);
      const id = await leadId(body.email);
      const deliveries = await deliveriesForLead(database.db, id);
      expect(deliveries.map((d) => d.state)).toEqual(['waiting', 'waiting']);
      const status = await mailStatus(database.db, app.mail.configured);
      expect(status).toMatchObject({ configured: false });
      expect(status.waiting).toBeGreaterThanOrEqual(2);

      await database.db
        .updateTable('outbox')
        .set({ status: 'failed', lastError: '550 mailbox unavailable' })
        .where('id', '=', deliveries[0]!.outboxId)
        .execute();
      expect((await deliveriesForLead(database.db, id))[0]!.state).toBe('failed');
      expect(await retryMessage(database.db, deliveries[0]!.outboxId)).toBe(true);
      expect((await deliveriesForLead(database.db, id))[0]!.state).toBe('retrying');
    });

    it('keeps MAIL_DIR to the server user: the folder 0700 and each file 0600', async () => {
      const dir = await mkdtemp(join(tmpdir(), 'mail-'));
      try {
        // Made beforehand, readable by everyone (as `mkdir -p` with a usual umask leaves it).
        await chmod(dir, 0o755);
        const app = await start({ MAIL_DIR: dir });
        const body = lead();
        await post(app, body);
        const id = await leadId(body.email);
        await waitUntil(async () =>
          (await deliveriesForLead(database.db, id)).every((d) => d.state === 'sent'),
        );
        expect((await stat(dir)).mode & 0o777).toBe(0o700);
        const files = (await readdir(dir)).filter((f) => f.endsWith('.eml'));
        expect(files.length).toBeGreaterThanOrEqual(2);
        for (const file of files) expect((await stat(join(dir, file))).mode & 0o777).toBe(0o600);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });

    it('writes .eml files to MAIL_DIR, and erases an address with its files', async () => {
      const dir = await mkdtemp(join(tmpdir(), 'mail-'));
      try {
        const app = await start({ MAIL_DIR: dir });
        const body = lead();
        await post(app, body);
        const id = await leadId(body.email);
        await waitUntil(async () =>
          (await deliveriesForLead(database.db, id)).every((d) => d.state === 'sent'),
        );
        expect(
          (await readdir(dir)).filter((f) => f.endsWith('.eml')).length,
        ).toBeGreaterThanOrEqual(2);
        const erased = await eraseMailFor(database.db, body.email.toUpperCase(), dir);
        expect(erased.messages).toBe(2);
        expect(erased.files).toBe(2);
        expect(await deliveriesForLead(database.db, id)).toEqual([]);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });
  });
}
