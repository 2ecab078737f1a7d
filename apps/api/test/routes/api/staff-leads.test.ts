import { randomUUID } from 'node:crypto';
import type { LeadList, LeadWithHistory } from '@travel/schemas';
import { describe, expect, it } from 'vitest';
import type { NewContact } from '../../../src/db/database.ts';
import { NOT_FOUND_LEAD } from '../../../src/staff/lead-csv.ts';
import type { TestDatabase } from '../../helpers/databases.ts';
import { withStaffApp, type Staff } from '../../helpers/staff.ts';
import { databaseVariants } from '../../helpers/variants.ts';

/** A tag in every message of one test, so that its search finds its own leads only. */
const tag = () => `t${randomUUID().slice(0, 8)}`;

const lead = (overrides: Partial<NewContact> = {}): NewContact => ({
  source: 'contact-page',
  name: 'Grace Hopper',
  email: `lead-${randomUUID()}@example.org`,
  message: 'A family trip to see the northern lights.',
  destination: 'Iceland',
  ...overrides,
});

for (const variant of databaseVariants) {
  describe.skipIf(!variant.available)(`staff leads (${variant.name})`, () => {
    let database: TestDatabase;
    let staff: Staff;

    withStaffApp(variant, (setup) => {
      database = setup.database;
      staff = setup.staff[0]!;
    });

    const insert = (rows: NewContact[]) =>
      database.db.insertInto('contacts').values(rows).returning('id').execute();
    const list = async (query: string) => {
      const response = await staff.request({ method: 'GET', url: `/api/staff/leads?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<LeadList>();
    };

    it('pages 50 at a time, newest first, with a keyset cursor that skips and repeats nothing', async () => {
      const t = tag();
      // 101 leads, some sharing one instant: the cursor must still be exact.
      const rows = Array.from({ length: 101 }, (_, index) =>
        lead({
          message: `${t} number ${index}`,
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(index / 3))),
        }),
      );
      await insert(rows);
      const first = await list(`q=${t}`);
      expect(first.items).toHaveLength(50);
      expect(first.nextCursor).toEqual(expect.any(String));
      const second = await list(`q=${t}&cursor=${first.nextCursor}`);
      expect(second.items).toHaveLength(50);
      const third = await list(`q=${t}&cursor=${second.nextCursor}`);
      expect(third.items).toHaveLength(1);
      expect(third.nextCursor).toBeNull();

      const all = [...first.items, ...second.items, ...third.items];
      expect(new Set(all.map((item) => item.id)).size).toBe(101);
      const order = all.map((item) => [item.createdAt, Number(item.id)] as const);
      const sorted = [...order].sort((a, b) => b[0].localeCompare(a[0]) || b[1] - a[1]);
      expect(order).toEqual(sorted);
    });

    it('ends with nextCursor null when exactly 50 match, and an empty page when none do', async () => {
      const t = tag();
      await insert(Array.from({ length: 50 }, () => lead({ message: `${t} exactly fifty` })));
      const page = await list(`q=${t}`);
      expect(page.items).toHaveLength(50);
      expect(page.nextCursor).toBeNull();
      expect(await list(`q=${tag()}`)).toMatchObject({ items: [], nextCursor: null });
    });

    it('answers 400 to a bad cursor, a short search or an unknown filter value', async () => {
      for (const query of [
        'cursor=garbage',
        'q=ab',
        'kind=letter',
        'read=maybe',
        'from=2026-1-1',
        // Days that do not exist: PostgreSQL would refuse them with 22008, a 500.
        'from=2026-13-45',
        'to=2026-02-30',
        'from=0000-01-01',
        'to=2026-00-10',
      ]) {
        const response = await staff.request({ method: 'GET', url: `/api/staff/leads?${query}` });
        expect(response.statusCode, query).toBe(400);
        expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
      }
    });

    it('filters by kind, read, status, suspect, days in the agency time zone and search', async () => {
      const t = tag();
      const [inquiry, flight, spam, late] = await insert([
        lead({
          source: 'inquiry-form',
          name: null,
          firstName: 'Ada',
          lastName: 'Lovelace',
          message: `${t} Japan`,
          createdAt: new Date('2026-03-10T05:59:00Z'),
        }),
        lead({
          source: 'flight-booking',
          destination: 'Minneapolis to Tokyo',
          message: `${t} fly`,
          isRead: true,
          createdAt: new Date('2026-03-10T06:00:00Z'),
        }),
        lead({
          message: `${t} spam`,
          suspect: true,
          suspectReason: 'honeypot',
          status: 'spam',
          createdAt: new Date('2026-03-11T05:00:00Z'),
        }),
        lead({
          message: `${t} late`,
          email: `MixedCase-${t}@Example.org`,
          createdAt: new Date('2026-03-11T06:00:00Z'),
        }),
      ]);
      const ids = async (query: string) =>
        (await list(`q=${t}&${query}`)).items.map((item) => item.id);

      expect(await ids('kind=inquiry,flight')).toEqual([flight!.id, inquiry!.id]);
      expect(await ids('read=read')).toEqual([flight!.id]);
      expect(await ids('read=unread')).toEqual([late!.id, spam!.id, inquiry!.id]);
      expect(await ids('status=spam')).toEqual([spam!.id]);
      expect(await ids('suspect=yes')).toEqual([spam!.id]);
      expect(await ids('suspect=no')).toHaveLength(3);
      // 2026-03-10 in Minneapolis (CDT starts 03-08): 05:00Z on the 10th to 05:00Z on the 11th.
      expect(await ids('from=2026-03-10&to=2026-03-10')).toEqual([flight!.id, inquiry!.id]);
      expect(await ids('from=2026-03-11')).toEqual([late!.id, spam!.id]);
      expect((await list(`q=mixedcase-${t}`)).items.map((item) => item.id)).toEqual([late!.id]);
      expect((await list(`q=${t.toUpperCase()} JAPAN`)).items.map((i) => i.id)).toEqual([
        inquiry!.id,
      ]);
      // LIKE wildcards are taken literally.
      expect((await list(`q=${encodeURIComponent('%%%')}`)).items).toEqual([]);

      const summary = (await list(`q=${t}&kind=flight`)).items[0];
      expect(summary).toEqual({
        id: flight!.id,
        kind: 'flight',
        source: 'flight-booking',
        name: 'Grace Hopper',
        email: expect.any(String),
        createdAt: '2026-03-10T06:00:00.000Z',
        destination: null,
        route: 'Minneapolis to Tokyo',
        isRead: true,
        status: 'new',
        suspect: false,
        suspectReason: null,
        assignee: null,
        preview: expect.any(String),
        requestNumber: 1,
      });
      expect((await list(`q=${t}&kind=inquiry`)).items[0]).toMatchObject({
        name: 'Ada Lovelace',
        destination: 'Iceland',
        route: null,
      });
    });

    it('shows a lead with every field without marking it read; the PATCH the page sends marks it, once', async () => {
      const context = { service: 'quiz-consultation', recommendation: 'japan' };
      const [row] = await insert([
        lead({
          phone: '+1 612 555 0100',
          travelDates: 'June',
          groupSize: '4',
          budget: '$8,000',
          context: JSON.stringify(context),
        }),
      ]);
      const before = (await list('read=unread')).unread;
      const response = await staff.request({ method: 'GET', url: `/api/staff/leads/${row!.id}` });
      expect(response.statusCode).toBe(200);
      // A GET changes nothing: a cross-site navigation to it must not mark the lead read.
      expect(response.json<LeadWithHistory>()).toMatchObject({
        lead: { isRead: false },
        history: [],
      });
      expect((await list('read=unread')).unread).toBe(before);
      const opened = await staff.request({
        method: 'PATCH',
        url: `/api/staff/leads/${row!.id}`,
        payload: { isRead: true, opened: true },
      });
      const { lead: detail, history } = opened.json<LeadWithHistory>();
      expect(detail).toMatchObject({
        id: row!.id,
        isRead: true,
        phone: '+1 612 555 0100',
        travelDates: 'June',
        groupSize: '4',
        budget: '$8,000',
        context,
        message: expect.any(String),
        firstName: null,
        lastName: null,
      });
      expect(history).toEqual([
        {
          id: expect.any(String),
          at: expect.any(String),
          actor: { email: staff.email, name: 'Sam Staff' },
          action: 'read',
          detail: 'opened',
        },
      ]);
      expect((await list('read=unread')).unread).toBe(before - 1);
      // Opening it again records nothing more.
      const again = await staff.request({
        method: 'PATCH',
        url: `/api/staff/leads/${row!.id}`,
        payload: { isRead: true, opened: true },
      });
      expect(again.json<LeadWithHistory>().history).toHaveLength(1);
    });

    it('changes read state, status and the suspect flag, and keeps notes, each in the history', async () => {
      const [row] = await insert([lead({ suspect: true, suspectReason: 'recaptcha-low-score' })]);
      const url = `/api/staff/leads/${row!.id}`;
      const patch = (payload: object) => staff.request({ method: 'PATCH', url, payload });

      expect((await patch({ status: 'in_progress' })).json<LeadWithHistory>().lead.status).toBe(
        'in_progress',
      );
      expect((await patch({ isRead: true })).json<LeadWithHistory>().lead.isRead).toBe(true);
      expect((await patch({ isRead: false })).json<LeadWithHistory>().lead.isRead).toBe(false);
      // What changes nothing records nothing.
      await patch({ isRead: false, status: 'in_progress' });
      expect((await patch({ suspect: false })).json<LeadWithHistory>().lead.suspect).toBe(false);
      const noted = await staff.request({
        method: 'POST',
        url: `${url}/notes`,
        payload: { text: '  Called back, wants May.  ' },
      });
      expect(noted.statusCode).toBe(200);
      const { history } = noted.json<LeadWithHistory>();
      expect(history.map((entry) => [entry.action, entry.detail])).toEqual([
        ['status', 'in_progress'],
        ['read', null],
        ['unread', null],
        ['suspect-cleared', null],
        ['note', 'Called back, wants May.'],
      ]);
      expect(history.every((entry) => entry.actor?.email === staff.email)).toBe(true);

      for (const payload of [{}, { status: 'done' }, { suspect: true }, { isRead: 'yes' }]) {
        expect((await patch(payload)).statusCode, JSON.stringify(payload)).toBe(400);
      }
      const empty = await staff.request({
        method: 'POST',
        url: `${url}/notes`,
        payload: { text: '   ' },
      });
      expect(empty.statusCode).toBe(400);
    });

    it('answers 404 JSON to an unknown lead on every lead route', async () => {
      for (const id of ['999999999', 'abc', '1'.repeat(30)]) {
        const url = `/api/staff/leads/${id}`;
        for (const [method, path, payload] of [
          ['GET', url, undefined],
          ['PATCH', url, { status: 'closed' }],
          ['POST', `${url}/notes`, { text: 'x' }],
        ] as const) {
          const response = await staff.request({
            method,
            url: path,
            ...(payload ? { payload } : {}),
          });
          expect(response.statusCode, `${method} ${path}`).toBe(404);
          expect(response.json()).toEqual({ success: false, message: NOT_FOUND_LEAD });
        }
      }
    });
  });
}
