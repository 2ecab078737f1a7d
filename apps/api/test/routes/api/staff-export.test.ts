import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { STAFF_SESSION_COOKIE, type SubscriberList } from '@travel/schemas';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { neutralise } from '../../../src/staff/csv.ts';
import { buildTestApp } from '../../helpers/app.ts';
import type { TestDatabase } from '../../helpers/databases.ts';
import { withStaffApp, type Staff } from '../../helpers/staff.ts';
import { databaseVariants } from '../../helpers/variants.ts';

const BOM = '\uFEFF';

/** A small RFC 4180 reader, enough for the assertions (quoted cells with commas and newlines). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endRow = () => {
    row.push(cell);
    rows.push(row);
    row = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\n') {
      endRow();
    } else {
      cell += char;
    }
  }
  if (cell !== '' || row.length) endRow();
  return rows;
}

describe('neutralise', () => {
  it('puts a quote before cells a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(neutralise(`${start}1+1`)).toBe(`'${start}1+1`);
    }
    expect(neutralise('Ada = genius')).toBe('Ada = genius');
    // Behind what a spreadsheet may drop first, and in their full-width forms (issue 29).
    for (const text of [
      '\u200B=HYPERLINK("http://x.test")',
      '\u2060\uFEFF+1',
      '\u200E-1+1',
      '＝HYPERLINK("http://x.test")',
      '＋1',
      '－1',
      '＠SUM(A1)',
      '"=1+1',
      "'=1+1",
      ' =1+1',
    ]) {
      expect(neutralise(text), JSON.stringify(text)).toBe(`'${text}`);
    }
    expect(neutralise('"Quoted" text')).toBe('"Quoted" text');
    expect(neutralise(null)).toBe('');
  });
});

for (const variant of databaseVariants) {
  describe.skipIf(!variant.available)(`staff exports and erasure (${variant.name})`, () => {
    let database: TestDatabase;
    let staff: Staff;

    withStaffApp(variant, (setup) => {
      database = setup.database;
      staff = setup.staff[0]!;
    });

    it('exports the filtered leads as CSV with a BOM, every row, formula cells neutralised', async () => {
      const t = `x${randomUUID().slice(0, 8)}`;
      const hostile = '=HYPERLINK("https://evil.example","Click")';
      await database.db
        .insertInto('contacts')
        .values([
          {
            source: 'contact-page',
            name: hostile,
            email: `a-${t}@example.org`,
            phone: '+1 612 555 0100',
            message: `${t} hello, "quoted"\nsecond line`,
          },
          ...Array.from({ length: 2345 }, (_, index) => ({
            source: 'inquiry-form' as const,
            firstName: 'Zoë',
            lastName: `Nº${index}`,
            email: `bulk-${index}-${t}@example.org`,
            message: `${t} bulk`,
          })),
        ])
        .execute();

      const response = await staff.request({ method: 'GET', url: `/api/staff/leads.csv?q=${t}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body.startsWith(BOM)).toBe(true);

      const [header, ...rows] = parseCsv(response.body.slice(1));
      expect(header).toContain('email');
      expect(rows).toHaveLength(2346);
      const column = (name: string) => header!.indexOf(name);
      const hostileRow = rows.find((row) => row[column('email')] === `a-${t}@example.org`)!;
      expect(hostileRow[column('name')]).toBe(`'${hostile}`);
      expect(hostileRow[column('phone')]).toBe("'+1 612 555 0100");
      expect(hostileRow[column('message')]).toBe(`${t} hello, "quoted"\nsecond line`);
      expect(rows.filter((row) => row[column('name')]?.startsWith('Zoë Nº'))).toHaveLength(2345);

      const filtered = await staff.request({
        method: 'GET',
        url: `/api/staff/leads.csv?q=${t}&kind=contact`,
      });
      expect(parseCsv(filtered.body.slice(1))).toHaveLength(2);
    });

    it('writes labels, agency times with their offset, the language and the notes newest first', async () => {
      const t = `y${randomUUID().slice(0, 8)}`;
      const [row] = await database.db
        .insertInto('contacts')
        .values({
          source: 'flight-booking',
          name: 'Amelia Earhart',
          email: `flight-${t}@example.org`,
          phone: '+1 612 555 0123',
          travelType: 'Flight Booking',
          destination: 'MSP to HNL',
          travelDates: '2027-03-10 - 2027-03-20',
          groupSize: '2',
          budget: '20000-50000',
          message: `${t}\nTrip Type: roundtrip\nDeparture: 2027-03-10\nClass: premium-economy\nSeat Preference: window`,
          status: 'in_progress',
          language: 'de',
          createdAt: new Date('2026-07-01T15:30:00Z'),
        })
        .returning('id')
        .execute();
      for (const text of ['First call, no answer.', 'Second call: wants a window seat.']) {
        const noted = await staff.request({
          method: 'POST',
          url: `/api/staff/leads/${row!.id}/notes`,
          payload: { text },
        });
        expect(noted.statusCode, noted.body).toBe(200);
        await sleep(5);
      }
      const response = await staff.request({ method: 'GET', url: `/api/staff/leads.csv?q=${t}` });
      const [header, line] = parseCsv(response.body.slice(1));
      const cell = (name: string) => line![header!.indexOf(name)];
      // Summer in Minneapolis: five hours behind UTC.
      expect(cell('created_at')).toBe('2026-07-01 10:30:00 -05:00');
      expect(cell('status')).toBe('In progress');
      expect(cell('budget')).toBe('$20,000 – $50,000');
      expect(cell('language')).toBe('German');
      expect(cell('source')).toBe('Flight booking page');
      expect(cell('travel_dates')).toBe('Wed, March 10, 2027 – Sat, March 20, 2027');
      expect(cell('message')).toContain('Trip Type: Round trip');
      expect(cell('message')).toContain('Class: Premium economy');
      expect(cell('message')).toContain('Seat Preference: Window');
      expect(cell('message')).toContain('Departure: Wed, March 10, 2027');
      expect(cell('phone')).toBe("'+1 612 555 0123");
      const notes = cell('notes')!;
      expect(notes.indexOf('Second call')).toBeLessThan(notes.indexOf('First call'));
      expect(notes).toMatch(
        /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} -0[56]:00 Sam Staff: Second call/,
      );
    });

    // Writing and exporting 4 MB of leads takes seconds on PGlite, more on a busy machine (it
    // took 15.9 s in one CI run): the default 15 s is a safety net, not what this measures.
    it(
      'streams an export to its end however long the download takes (no request timeout)',
      {
        timeout: 60_000,
      },
      async () => {
        const t = `l${randomUUID().slice(0, 8)}`;
        const rowCount = 1200;
        // About 4 MB: more than the sockets buffer, so the server is still writing when the
        // request timeout (100 ms here) passes. Written 100 rows at a time: one 4 MB insert
        // can outlast the pool's 3 s query timeout on a busy machine (it did in one CI run).
        const rows = Array.from({ length: rowCount }, (_, index) => ({
          source: 'inquiry-form' as const,
          firstName: 'Long',
          lastName: `Export ${index}`,
          email: `long-${index}-${t}@example.org`,
          message: `${t} ${'a slow connection downloads this '.repeat(100)}`,
        }));
        for (let start = 0; start < rowCount; start += 100) {
          await database.db
            .insertInto('contacts')
            .values(rows.slice(start, start + 100))
            .execute();
        }
        const slowApp = await buildTestApp(database.db, { env: { REQUEST_TIMEOUT_MS: '100' } });
        try {
          const url = await slowApp.listen({ host: '127.0.0.1', port: 0 });
          const response = await fetch(`${url}/api/staff/leads.csv?q=${t}`, {
            headers: { cookie: `${STAFF_SESSION_COOKIE}=${staff.cookie}` },
          });
          expect(response.status).toBe(200);
          const reader = response.body!.getReader();
          const chunks: Uint8Array[] = [];
          const first = await reader.read();
          chunks.push(first.value!);
          await sleep(500);
          for (let part = await reader.read(); !part.done; part = await reader.read()) {
            chunks.push(part.value);
          }
          const text = Buffer.concat(chunks).toString('utf8');
          expect(parseCsv(text.slice(1))).toHaveLength(rowCount + 1);
        } finally {
          await slowApp.close();
        }
      },
    );

    it('lists and exports subscribers, newest first, with a cursor; only confirmed ones subscribed', async () => {
      const t = `s${randomUUID().slice(0, 8)}`;
      await database.db
        .insertInto('newsletterSubscribers')
        .values(
          Array.from({ length: 55 }, (_, index) => ({
            email: `${index === 0 ? '@' : ''}sub-${index}-${t}@example.org`,
            source: 'footer' as const,
            unsubscribeToken: randomUUID(),
            unsubscribedAt: index === 1 ? new Date() : null,
            // Number 2 signed up and has not confirmed yet (double opt-in).
            confirmedAt: index === 2 ? null : new Date(Date.UTC(2026, 5, 1, 1)),
            createdAt: new Date(Date.UTC(2026, 5, 1, 0, index)),
          })),
        )
        .execute();
      const page = async (query: string) =>
        (
          await staff.request({ method: 'GET', url: `/api/staff/subscribers?${query}` })
        ).json<SubscriberList>();
      const first = await page(`q=${t}`);
      expect(first.items).toHaveLength(50);
      expect(first.items[0]).toEqual({
        id: expect.any(String),
        email: `sub-54-${t}@example.org`,
        name: null,
        source: 'footer',
        createdAt: '2026-06-01T00:54:00.000Z',
        status: 'subscribed',
      });
      const second = await page(`q=${t}&cursor=${first.nextCursor}`);
      expect(second.items.map((item) => item.email).slice(-3)).toEqual([
        `sub-2-${t}@example.org`,
        `sub-1-${t}@example.org`,
        `@sub-0-${t}@example.org`,
      ]);
      expect(second.items.slice(-3).map((item) => item.status)).toEqual([
        'pending',
        'unsubscribed',
        'subscribed',
      ]);
      expect(second.nextCursor).toBeNull();

      const csv = await staff.request({ method: 'GET', url: '/api/staff/subscribers.csv' });
      expect(csv.statusCode).toBe(200);
      expect(csv.body.startsWith(BOM)).toBe(true);
      expect(csv.body).toContain(`'@sub-0-${t}@example.org`);
      const rows = parseCsv(csv.body.slice(1));
      expect(rows.length).toBeGreaterThanOrEqual(56);
      const status = rows[0]!.indexOf('status');
      const statusOf = (index: number) =>
        rows.find((row) => row.some((cell) => cell.includes(`sub-${index}-${t}@`)))?.[status];
      expect([statusOf(0), statusOf(1), statusOf(2)]).toEqual([
        'subscribed',
        'unsubscribed',
        'pending',
      ]);

      // The addresses the newsletter goes to: confirmed and not unsubscribed, nothing else.
      const subscribed = await staff.request({
        method: 'GET',
        url: `/api/staff/subscribers.csv?status=subscribed&q=${t}`,
      });
      const emails = parseCsv(subscribed.body.slice(1))
        .slice(1)
        .map((row) => row[rows[0]!.indexOf('email')]);
      expect(emails).toHaveLength(53);
      expect(emails).not.toContain(`sub-1-${t}@example.org`);
      expect(emails).not.toContain(`sub-2-${t}@example.org`);
      expect((await page(`q=${t}&status=pending`)).items.map((item) => item.email)).toEqual([
        `sub-2-${t}@example.org`,
      ]);
      expect((await page(`q=${t}&status=unsubscribed`)).items.map((item) => item.email)).toEqual([
        `sub-1-${t}@example.org`,
      ]);
      const wrong = await staff.request({
        method: 'GET',
        url: '/api/staff/subscribers?status=maybe',
      });
      expect(wrong.statusCode).toBe(400);
    });

    it('erases everything about one address after confirmation, and audits that it happened', async () => {
      const email = `erase-${randomUUID()}@example.org`;
      const [kept] = await database.db
        .insertInto('contacts')
        .values({ source: 'contact-page', name: 'Kept', email: `keep-${email}`, message: 'stay' })
        .returning('id')
        .execute();
      const leads = await database.db
        .insertInto('contacts')
        .values([
          { source: 'contact-page', name: 'Gone', email, message: 'one' },
          { source: 'flight-booking', name: 'Gone', email: email.toUpperCase(), message: 'two' },
        ])
        .returning('id')
        .execute();
      await database.db
        .insertInto('newsletterSubscribers')
        .values({ email, unsubscribeToken: randomUUID() })
        .execute();
      const note = (id: string) =>
        staff.request({
          method: 'POST',
          url: `/api/staff/leads/${id}/notes`,
          payload: { text: `about ${email}` },
        });
      await note(leads[0]!.id);
      await note(kept!.id);

      const preview = await staff.request({
        method: 'POST',
        url: '/api/staff/erasure/preview',
        payload: { email },
      });
      expect(preview.json()).toEqual({ leads: 2, subscribers: 1, notes: 1, messages: 0 });

      const unconfirmed = await staff.request({
        method: 'POST',
        url: '/api/staff/erasure',
        payload: { email, confirm: 'someone@else.example' },
      });
      expect(unconfirmed.statusCode).toBe(400);
      expect(
        (
          await staff.request({
            method: 'POST',
            url: '/api/staff/erasure/preview',
            payload: { email },
          })
        ).json(),
      ).toEqual({ leads: 2, subscribers: 1, notes: 1, messages: 0 });

      const erased = await staff.request({
        method: 'POST',
        url: '/api/staff/erasure',
        payload: { email, confirm: email.toUpperCase() },
      });
      expect(erased.statusCode).toBe(200);
      expect(erased.json()).toEqual({
        erased: { leads: 2, subscribers: 1, notes: 1, messages: 0 },
      });

      const left = await sql<{ n: string }>`
        select (select count(*) from contacts where lower(email) = ${email})
             + (select count(*) from newsletter_subscribers where lower(email) = ${email})
             + (select count(*) from lead_notes where text like ${`%${email}%`} and contact_id <> ${kept!.id})
             + (select count(*) from staff_audit where detail like ${`%${email}%`} and contact_id is distinct from ${kept!.id}) as n`.execute(
        database.db,
      );
      expect(Number(left.rows[0]!.n)).toBe(0);
      expect(
        (await staff.request({ method: 'GET', url: `/api/staff/leads/${leads[0]!.id}` }))
          .statusCode,
      ).toBe(404);
      expect(
        (await staff.request({ method: 'GET', url: `/api/staff/leads/${kept!.id}` })).statusCode,
      ).toBe(200);

      const audit = await database.db
        .selectFrom('staffAudit')
        .selectAll()
        .where('action', '=', 'erasure')
        .execute();
      expect(audit.at(-1)).toMatchObject({
        contactId: null,
        detail: JSON.stringify({ leads: 2, subscribers: 1, notes: 1, messages: 0 }),
      });
    });

    it('deleting a lead by any means takes its notes and history with it', async () => {
      const [row] = await database.db
        .insertInto('contacts')
        .values({ source: 'contact-page', name: 'Old', email: 'old@example.org', message: 'old' })
        .returning('id')
        .execute();
      await staff.request({
        method: 'POST',
        url: `/api/staff/leads/${row!.id}/notes`,
        payload: { text: 'note' },
      });
      await database.db.deleteFrom('contacts').where('id', '=', row!.id).execute();
      const notes = await database.db
        .selectFrom('leadNotes')
        .select('id')
        .where('contactId', '=', row!.id)
        .execute();
      const audit = await database.db
        .selectFrom('staffAudit')
        .select('id')
        .where('contactId', '=', row!.id)
        .execute();
      expect([notes, audit]).toEqual([[], []]);
    });
  });
}
