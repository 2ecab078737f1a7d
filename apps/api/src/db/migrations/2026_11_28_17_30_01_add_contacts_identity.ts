import { sql, type Kysely } from 'kysely';

/**
 * Who a lead is from, to link a person's leads (issue 28): the address in lower case without a
 * `+tag`, and the phone's last ten digits (so `+1 612…` and `612…` match; null under seven
 * digits), both stored and indexed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table contacts add column identity_email text generated always as (regexp_replace(lower(email), '\\+[^@]*@', '@')) stored`.execute(
    db,
  );
  await sql`alter table contacts add column identity_phone text generated always as (case when length(regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')) >= 7 then right(regexp_replace(phone, '[^0-9]', '', 'g'), 10) end) stored`.execute(
    db,
  );
  await db.schema
    .createIndex('contacts_identity_email_idx')
    .on('contacts')
    .columns(['identity_email', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('contacts_identity_phone_idx')
    .on('contacts')
    .columns(['identity_phone', 'created_at', 'id'])
    .where(sql.ref('identity_phone'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('contacts_identity_phone_idx').execute();
  await db.schema.dropIndex('contacts_identity_email_idx').execute();
  await db.schema.alterTable('contacts').dropColumn('identity_phone').execute();
  await db.schema.alterTable('contacts').dropColumn('identity_email').execute();
}
