import type { Kysely } from 'kysely';

/** Why a lead was marked suspect (honeypot, reCAPTCHA verdict), for whoever reviews it. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contacts').addColumn('suspect_reason', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contacts').dropColumn('suspect_reason').execute();
}
