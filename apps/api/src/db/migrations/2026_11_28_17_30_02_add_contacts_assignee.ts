import type { Kysely } from 'kysely';

/** Who at the agency looks after a lead (issue 28); null: nobody yet. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('contacts')
    .addColumn('assignee_id', 'bigint', (column) =>
      column.references('staff_users.id').onDelete('set null'),
    )
    .execute();
  await db.schema
    .createIndex('contacts_assignee_idx')
    .on('contacts')
    .columns(['assignee_id', 'created_at desc', 'id desc'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('contacts_assignee_idx').execute();
  await db.schema.alterTable('contacts').dropColumn('assignee_id').execute();
}
