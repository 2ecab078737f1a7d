import { sql, type Kysely } from 'kysely';

/**
 * The contact page and the flight request send one `name` and fields the inquiry form lacks,
 * so first and last name become optional and those fields get columns of their own.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('contacts')
    .alterColumn('first_name', (column) => column.dropNotNull())
    .alterColumn('last_name', (column) => column.dropNotNull())
    .addColumn('name', 'text')
    .addColumn('travel_dates', 'text')
    .addColumn('group_size', 'text')
    .addColumn('context', 'jsonb')
    .addColumn('suspect', 'boolean', (column) => column.notNull().defaultTo(false))
    .execute();

  await db.schema
    .alterTable('contacts')
    .addCheckConstraint(
      'contacts_named_check',
      sql`name is not null or (first_name is not null and last_name is not null)`,
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contacts').dropConstraint('contacts_named_check').execute();
  // Keeps the rows of the contact page and the flight request, which have only `name`.
  await db
    .updateTable('contacts')
    .set({
      first_name: sql`coalesce(first_name, name, '')`,
      last_name: sql`coalesce(last_name, '')`,
    })
    .execute();
  await db.schema
    .alterTable('contacts')
    .dropColumn('name')
    .dropColumn('travel_dates')
    .dropColumn('group_size')
    .dropColumn('context')
    .dropColumn('suspect')
    .alterColumn('first_name', (column) => column.setNotNull())
    .alterColumn('last_name', (column) => column.setNotNull())
    .execute();
}
