import { randomUUID } from 'node:crypto';
import type { LeadList, LeadWithHistory } from '@travel/schemas';
import { describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../helpers/databases.ts';
import { withStaffApp, type Staff } from '../../helpers/staff.ts';
import { databaseVariants } from '../../helpers/variants.ts';

for (const variant of databaseVariants) {
  describe.skipIf(!variant.available)(`a person's leads (${variant.name})`, () => {
    let database: TestDatabase;
    let staff: Staff;

    withStaffApp(variant, (setup) => {
      database = setup.database;
      staff = setup.staff[0]!;
    });

    it('numbers the requests of one person (address case and +tag aside, or phone) and links them', async () => {
      const t = `p${randomUUID().slice(0, 8)}`;
      const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 12, minute));
      const [first, second, third, stranger] = await database.db
        .insertInto('contacts')
        .values([
          {
            source: 'contact-page',
            name: 'Ada Lovelace',
            email: `Ada.${t}@Example.org`,
            message: `\n  ${t} First line of the first.\nSecond line.`,
            createdAt: at(1),
          },
          {
            source: 'contact-page',
            name: 'Ada L.',
            email: `ada.${t}+trips@example.org`,
            phone: '+1 (612) 555-0188',
            message: `${t} again`,
            createdAt: at(2),
          },
          {
            source: 'contact-page',
            name: 'A. Lovelace',
            email: `someone-else-${t}@example.org`,
            phone: '612 555 0188',
            message: `${t} by phone`,
            createdAt: at(3),
          },
          {
            source: 'contact-page',
            name: 'Grace Hopper',
            email: `grace.${t}@example.org`,
            phone: '12',
            message: `${t} unrelated`,
            createdAt: at(4),
          },
        ])
        .returning('id')
        .execute();

      const list = await staff.request({ method: 'GET', url: `/api/staff/leads?q=${t}` });
      const items = list.json<LeadList>().items;
      const numberOf = (id: string) => items.find((item) => item.id === id)?.requestNumber;
      expect(numberOf(first!.id)).toBe(1);
      expect(numberOf(second!.id)).toBe(2);
      // Its phone is the second's (country code aside), its address nobody's: the 2nd of its
      // person's requests (people are matched lead to lead, not by chains of matches).
      expect(numberOf(third!.id)).toBe(2);
      expect(numberOf(stranger!.id)).toBe(1);
      expect(items.find((item) => item.id === first!.id)?.preview).toBe(
        `${t} First line of the first.`,
      );

      const detail = await staff.request({ method: 'GET', url: `/api/staff/leads/${second!.id}` });
      const { lead } = detail.json<LeadWithHistory>();
      expect(lead.requestNumber).toBe(2);
      expect(lead.related.map((other) => other.id).sort()).toEqual([first!.id, third!.id].sort());
      const lone = await staff.request({ method: 'GET', url: `/api/staff/leads/${stranger!.id}` });
      expect(lone.json<LeadWithHistory>().lead.related).toEqual([]);
    });
  });
}
