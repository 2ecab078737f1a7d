import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('contacts')
    .addColumn('id', 'bigint', (column) => column.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('first_name', 'text', (column) => column.notNull())
    .addColumn('last_name', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('phone', 'text')
    .addColumn('travel_type', 'text')
    .addColumn('destination', 'text')
    .addColumn('budget', 'text')
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('source', 'text', (column) => column.notNull())
    .addColumn('is_read', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'contacts_source_check',
      sql`source in ('inquiry-form', 'contact-page', 'flight-booking')`,
    )
    .execute();

  // Staff read the newest unread inquiries first.
  await db.schema
    .createIndex('contacts_created_at_idx')
    .on('contacts')
    .column('created_at desc')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contacts').execute();
}
