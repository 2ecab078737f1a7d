import { type Kysely } from 'kysely';

/**
 * Sign-in attempts are counted and judged in one statement before the password is checked
 * (issue 29): `allowed` is that statement's verdict on the attempt it counted, which an upsert
 * cannot otherwise return (RETURNING sees only the new row).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('staff_sign_in_failures')
    .addColumn('allowed', 'boolean', (column) => column.notNull().defaultTo(true))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff_sign_in_failures').dropColumn('allowed').execute();
}
