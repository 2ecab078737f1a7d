import { sql, type Kysely } from 'kysely';

/**
 * The quiz's lead step becomes a lead of its own (issue 28): `source = 'quiz'`, with the four
 * answers and the trip the visitor was shown in `quiz` (jsonb).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contacts').addColumn('quiz', 'jsonb').execute();
  await db.schema.alterTable('contacts').dropConstraint('contacts_source_check').execute();
  await db.schema
    .alterTable('contacts')
    .addCheckConstraint(
      'contacts_source_check',
      sql`source in ('inquiry-form', 'contact-page', 'flight-booking', 'quiz')`,
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('contacts').where('source', '=', 'quiz').execute();
  await db.schema.alterTable('contacts').dropConstraint('contacts_source_check').execute();
  await db.schema
    .alterTable('contacts')
    .addCheckConstraint(
      'contacts_source_check',
      sql`source in ('inquiry-form', 'contact-page', 'flight-booking')`,
    )
    .execute();
  await db.schema.alterTable('contacts').dropColumn('quiz').execute();
}
