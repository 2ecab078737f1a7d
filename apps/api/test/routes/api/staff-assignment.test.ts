import { randomUUID } from 'node:crypto';
import type { LeadList, LeadWithHistory, StaffUserList } from '@travel/schemas';
import { describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../helpers/databases.ts';
import { withStaffApp, type Staff } from '../../helpers/staff.ts';
import { databaseVariants } from '../../helpers/variants.ts';

for (const variant of databaseVariants) {
  describe.skipIf(!variant.available)(`assigning leads (${variant.name})`, () => {
    let database: TestDatabase;
    let ann: Staff;
    let bo: Staff;

    withStaffApp(
      variant,
      (setup) => {
        database = setup.database;
        ann = setup.staff[0]!;
        bo = setup.staff[1]!;
      },
      2,
    );

    it('gives a lead to a staff member, in its history, with filters mine and unassigned', async () => {
      const t = `a${randomUUID().slice(0, 8)}`;
      const [mine, theirs, nobodys] = await database.db
        .insertInto('contacts')
        .values(
          ['one', 'two', 'three'].map((n) => ({
            source: 'contact-page' as const,
            name: `Lead ${n}`,
            email: `${n}-${t}@example.org`,
            message: `${t} ${n}`,
          })),
        )
        .returning('id')
        .execute();
      const users = (
        await ann.request({ method: 'GET', url: '/api/staff/users' })
      ).json<StaffUserList>().users;
      const annId = users.find((user) => user.email === ann.email)!.id;
      const boId = users.find((user) => user.email === bo.email)!.id;

      const assign = (staff: Staff, id: string, assigneeId: string | null) =>
        staff.request({
          method: 'PUT',
          url: `/api/staff/leads/${id}/assignee`,
          payload: { assigneeId },
        });
      const given = await assign(bo, mine!.id, annId);
      expect(given.statusCode, given.body).toBe(200);
      const { lead, history } = given.json<LeadWithHistory>();
      expect(lead.assignee).toEqual({ id: annId, name: 'Sam Staff' });
      expect(history.at(-1)).toMatchObject({ action: 'assigned', detail: 'Sam Staff' });
      expect((await assign(ann, theirs!.id, boId)).statusCode).toBe(200);
      // The same again records nothing.
      const again = await assign(bo, mine!.id, annId);
      expect(
        again.json<LeadWithHistory>().history.filter((e) => e.action === 'assigned'),
      ).toHaveLength(1);
      expect((await assign(ann, nobodys!.id, '999999')).statusCode).toBe(400);

      const list = async (staff: Staff, assigned: string) =>
        (
          await staff.request({
            method: 'GET',
            url: `/api/staff/leads?q=${t}&assigned=${assigned}`,
          })
        )
          .json<LeadList>()
          .items.map((item) => item.id);
      expect(await list(ann, 'mine')).toEqual([mine!.id]);
      expect(await list(bo, 'mine')).toEqual([theirs!.id]);
      expect(await list(ann, 'unassigned')).toEqual([nobodys!.id]);

      // Left to nobody again: unassigned, and said so in the history.
      const freed = await assign(ann, mine!.id, null);
      expect(freed.json<LeadWithHistory>().lead.assignee).toBeNull();
      expect(freed.json<LeadWithHistory>().history.at(-1)).toMatchObject({
        action: 'assigned',
        detail: null,
      });
      expect((await list(ann, 'unassigned')).sort()).toEqual([mine!.id, nobodys!.id].sort());
    });
  });
}
