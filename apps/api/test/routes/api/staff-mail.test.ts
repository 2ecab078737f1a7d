import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { LeadWithHistory, StaffMe } from '@travel/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxKind, OutboxStatus } from '../../../src/db/database.ts';
import { migrateToLatest } from '../../../src/db/migrate.ts';
import { buildTestApp } from '../../helpers/app.ts';
import type { TestDatabase } from '../../helpers/databases.ts';
import { SAME_ORIGIN, signedInStaff, type Staff } from '../../helpers/staff.ts';
import { databaseVariants } from '../../helpers/variants.ts';
import { waitUntil } from '../../helpers/wait.ts';

const AGENCY = 'agency@example.org';
const HOUR = 60 * 60 * 1000;

for (const variant of databaseVariants) {
  describe.skipIf(!variant.available)(`staff inbox and e-mail (${variant.name})`, () => {
    let database: TestDatabase;
    /** Delivers to `.eml` files in `mailDir`, only when woken (the poll is an hour). */
    let app: FastifyInstance;
    /** The same database with no way out for e-mail. */
    let bare: FastifyInstance;
    let staff: Staff;
    let bareStaff: Staff;
    let mailDir: string;

    beforeAll(async () => {
      database = await variant.create();
      await migrateToLatest(database.db);
      mailDir = mkdtempSync(join(tmpdir(), 'travel-staff-mail-'));
      app = await buildTestApp(database.db, {
        env: { MAIL_DIR: mailDir, LEADS_NOTIFY_TO: AGENCY, MAIL_POLL_MS: String(HOUR) },
      });
      bare = await buildTestApp(database.db);
      await Promise.all([app.ready(), bare.ready()]);
      staff = await signedInStaff(app, database.db);
      bareStaff = await signedInStaff(bare, database.db);
    });

    afterAll(async () => {
      await app?.close();
      await bare?.close();
      await database?.cleanup();
      if (mailDir) rmSync(mailDir, { recursive: true, force: true });
    });

    const newLead = async (email = `visitor-${randomUUID()}@example.org`) => {
      const [row] = await database.db
        .insertInto('contacts')
        .values({ source: 'contact-page', name: 'Ada Lovelace', email, message: 'Hello' })
        .returning('id')
        .execute();
      return { id: row!.id, email };
    };

    /** An outbox row about a lead, as the contact route writes it, in any state. */
    const message = async (
      lead: { id: string; email: string },
      kind: OutboxKind,
      state: { status?: OutboxStatus; lastError?: string; later?: boolean; attempts?: number } = {},
    ) => {
      const toAgency = kind === 'lead-notification';
      const [row] = await database.db
        .insertInto('outbox')
        .values({
          kind,
          contactId: lead.id,
          recipient: toAgency ? AGENCY : lead.email,
          message: JSON.stringify({
            to: [toAgency ? AGENCY : lead.email],
            ...(toAgency ? { replyTo: lead.email } : {}),
            subject: `${kind} about ${lead.email}`,
            html: '<p>Hi</p>',
            text: 'Hi',
          }),
          messageId: `<${randomUUID()}@example.org>`,
          status: state.status ?? 'pending',
          attempts: state.attempts ?? 0,
          lastError: state.lastError ?? null,
          sentAt: state.status === 'sent' ? new Date() : null,
          // A retrying message's next try is an hour away: no worker touches it in this test.
          nextAttemptAt: new Date(Date.now() + (state.later ? HOUR : 0)),
        })
        .returning('id')
        .execute();
      return row!.id;
    };

    const me = async (who: Staff) =>
      (await who.request({ method: 'GET', url: '/api/staff/me' })).json<StaffMe>();

    it('tells the inbox whether e-mail is configured, and how many messages wait or failed', async () => {
      const before = await me(bareStaff);
      expect(before.mail).toEqual({
        configured: false,
        waiting: expect.any(Number),
        failed: expect.any(Number),
      });
      expect((await me(staff)).mail.configured).toBe(true);
      const lead = await newLead();
      await message(lead, 'lead-notification', { lastError: 'ECONNREFUSED', later: true });
      await message(lead, 'lead-receipt', { later: true });
      await message(lead, 'lead-receipt', { status: 'failed', lastError: '550 No such user' });
      await message(lead, 'lead-receipt', { status: 'sent', attempts: 1 });
      const after = await me(bareStaff);
      expect(after.mail).toEqual({
        configured: false,
        waiting: before.mail.waiting + 2,
        failed: before.mail.failed + 1,
      });
    });

    it("shows each of a lead's messages with its delivery state, oldest first", async () => {
      const lead = await newLead();
      const other = await newLead();
      await message(other, 'lead-receipt', { status: 'failed', lastError: 'other' });
      const waiting = await message(lead, 'lead-notification', { later: true });
      const retrying = await message(lead, 'lead-receipt', {
        lastError: '421 Try again later',
        attempts: 2,
        later: true,
      });
      const failed = await message(lead, 'lead-receipt', {
        status: 'failed',
        lastError: '550 Mailbox unavailable',
        attempts: 9,
      });
      const sent = await message(lead, 'lead-receipt', { status: 'sent', attempts: 1 });
      const response = await staff.request({ method: 'GET', url: `/api/staff/leads/${lead.id}` });
      expect(response.statusCode).toBe(200);
      const { messages } = response.json<LeadWithHistory>();
      expect(messages.map((m) => [m.id, m.state])).toEqual([
        [waiting, 'waiting'],
        [retrying, 'retrying'],
        [failed, 'failed'],
        [sent, 'sent'],
      ]);
      expect(messages[0]).toMatchObject({
        kind: 'lead-notification',
        recipient: AGENCY,
        subject: `lead-notification about ${lead.email}`,
        attempts: 0,
        lastError: null,
        sentAt: null,
        nextAttemptAt: expect.any(String),
      });
      expect(messages[1]).toMatchObject({ attempts: 2, lastError: '421 Try again later' });
      expect(messages[2]).toMatchObject({ nextAttemptAt: null, sentAt: null, attempts: 9 });
      expect(messages[3]!.sentAt).toEqual(expect.any(String));
      expect(messages[3]!.nextAttemptAt).toBeNull();
    });

    it('retries a failed message at once, records it in the history, and it is delivered', async () => {
      const lead = await newLead();
      const failed = await message(lead, 'lead-receipt', {
        status: 'failed',
        lastError: '550 Mailbox unavailable',
        attempts: 9,
      });
      const url = `/api/staff/leads/${lead.id}/messages/${failed}/retry`;
      const response = await staff.request({ method: 'POST', url });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<LeadWithHistory>();
      expect(body.history.at(-1)).toMatchObject({
        action: 'mail-retry',
        detail: 'lead-receipt',
        actor: { email: staff.email },
      });
      expect(body.messages[0]!.state).not.toBe('failed');
      // The worker polls once an hour here: only the route's wake-up delivers it this soon.
      const file = join(mailDir, `outbox-${failed}.eml`);
      await waitUntil(() => existsSync(file), { what: 'the retried message as a file' });
      expect(readFileSync(file, 'utf8')).toContain(lead.email);
      const row = await waitUntil(() =>
        database.db
          .selectFrom('outbox')
          .select(['status', 'sentAt'])
          .where('id', '=', failed)
          .where('status', '=', 'sent')
          .executeTakeFirst(),
      );
      expect(row.sentAt).toBeInstanceOf(Date);

      const again = await staff.request({ method: 'POST', url });
      expect(again.statusCode).toBe(409);
    });

    it('refuses a retry without a session (401), from another site (403), of no such message (404)', async () => {
      const lead = await newLead();
      const other = await newLead();
      const failed = await message(lead, 'lead-receipt', { status: 'failed', lastError: 'x' });
      const url = `/api/staff/leads/${lead.id}/messages/${failed}/retry`;
      expect((await app.inject({ method: 'POST', url, headers: SAME_ORIGIN })).statusCode).toBe(
        401,
      );
      expect(
        (
          await staff.request({
            method: 'POST',
            url,
            headers: { origin: 'https://evil.example' },
          })
        ).statusCode,
      ).toBe(403);
      for (const wrong of [
        `/api/staff/leads/${other.id}/messages/${failed}/retry`,
        `/api/staff/leads/${lead.id}/messages/999999999/retry`,
        `/api/staff/leads/${lead.id}/messages/abc/retry`,
        `/api/staff/leads/abc/messages/${failed}/retry`,
      ]) {
        const response = await staff.request({ method: 'POST', url: wrong });
        expect(response.statusCode, wrong).toBe(404);
        expect(response.json().message).toBeTruthy();
      }
      const row = await database.db
        .selectFrom('outbox')
        .select('status')
        .where('id', '=', failed)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('failed');
      const history = (
        await staff.request({ method: 'GET', url: `/api/staff/leads/${lead.id}` })
      ).json<LeadWithHistory>().history;
      expect(history.some((entry) => entry.action === 'mail-retry')).toBe(false);
    });

    it("erasure takes an address's messages, their attempts and their .eml files, and only those", async () => {
      const lead = await newLead();
      const kept = await newLead();
      const ids = [
        await message(lead, 'lead-notification'),
        await message(lead, 'lead-receipt'),
        await message(kept, 'lead-receipt'),
      ];
      app.mail.wake();
      const files = ids.map((id) => join(mailDir, `outbox-${id}.eml`));
      await waitUntil(() => files.every((file) => existsSync(file)), { what: 'three files' });
      await waitUntil(
        async () =>
          (
            await database.db
              .selectFrom('outboxAttempts')
              .select('outboxId')
              .where('outboxId', 'in', ids)
              .execute()
          ).length === 3,
        { what: 'three attempts' },
      );

      const preview = await staff.request({
        method: 'POST',
        url: '/api/staff/erasure/preview',
        payload: { email: lead.email.toUpperCase() },
      });
      expect(preview.json()).toEqual({ leads: 1, subscribers: 0, notes: 0, messages: 2 });
      const erased = await staff.request({
        method: 'POST',
        url: '/api/staff/erasure',
        payload: { email: lead.email, confirm: lead.email },
      });
      expect(erased.json()).toEqual({
        erased: { leads: 1, subscribers: 0, notes: 0, messages: 2 },
      });

      const left = await database.db
        .selectFrom('outbox')
        .select('id')
        .where('id', 'in', ids)
        .execute();
      expect(left.map((row) => row.id)).toEqual([ids[2]]);
      const attempts = await database.db
        .selectFrom('outboxAttempts')
        .select('outboxId')
        .where('outboxId', 'in', ids)
        .execute();
      expect(attempts.map((row) => row.outboxId)).toEqual([ids[2]]);
      expect(files.map((file) => existsSync(file))).toEqual([false, false, true]);
      const names = readdirSync(mailDir).map((name) =>
        readFileSync(join(mailDir, name), 'utf8').toLowerCase(),
      );
      expect(names.some((text) => text.includes(lead.email))).toBe(false);
    });

    it('erasure compares whole addresses: it leaves victim+…@ and csv…@ alone, and takes only a valid address', async () => {
      const id = randomUUID();
      const target = await newLead(`${id}@example.org`);
      const others = [
        await newLead(`victim+${id}@example.org`),
        await newLead(`csv${id}@example.org`),
      ];
      const ids = [
        await message(target, 'lead-receipt'),
        ...(await Promise.all(others.map((other) => message(other, 'lead-receipt')))),
      ];
      app.mail.wake();
      const files = ids.map((outboxId) => join(mailDir, `outbox-${outboxId}.eml`));
      await waitUntil(() => files.every((file) => existsSync(file)), { what: 'three files' });

      for (const fragment of ['example.org', `@example.org`, `${id}@`]) {
        const refused = await staff.request({
          method: 'POST',
          url: '/api/staff/erasure/preview',
          payload: { email: fragment },
        });
        expect(refused.statusCode).toBe(400);
      }
      const erased = await staff.request({
        method: 'POST',
        url: '/api/staff/erasure',
        payload: { email: target.email, confirm: target.email },
      });
      expect(erased.statusCode).toBe(200);
      expect(files.map((file) => existsSync(file))).toEqual([false, true, true]);
    });
  });
}
