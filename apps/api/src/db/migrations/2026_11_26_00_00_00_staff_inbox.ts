import { sql, type Kysely } from 'kysely';

/**
 * The agency's side (issue 13): staff accounts and their sessions, sign-in failure counters,
 * a status for every lead, notes and the audit trail. Everything tied to a lead goes with it
 * (ON DELETE CASCADE), whoever deletes it: erasure, or a retention job.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('staff_users')
    .addColumn('id', 'bigint', (column) => column.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('disabled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('staff_users_email_key')
    .on('staff_users')
    .unique()
    .expression(sql`lower(email)`)
    .execute();

  // The cookie carries a random token; only its SHA-256 is stored.
  await db.schema
    .createTable('staff_sessions')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'bigint', (column) =>
      column.notNull().references('staff_users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('staff_sessions_user_idx')
    .on('staff_sessions')
    .column('user_id')
    .execute();

  // Failed sign-ins per account (`email:…`) and per client address (`ip:…`).
  await db.schema
    .createTable('staff_sign_in_failures')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addColumn('first_at', 'timestamptz', (column) => column.notNull())
    .addColumn('locked_until', 'timestamptz')
    .execute();

  await db.schema
    .alterTable('contacts')
    .addColumn('status', 'text', (column) => column.notNull().defaultTo('new'))
    .execute();
  await db.schema
    .alterTable('contacts')
    .addCheckConstraint(
      'contacts_status_check',
      sql`status in ('new', 'in_progress', 'answered', 'closed', 'spam')`,
    )
    .execute();
  // The inbox pages newest first by (created_at, id); erasure finds an address in any case.
  await db.schema
    .createIndex('contacts_inbox_idx')
    .on('contacts')
    .columns(['created_at desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('contacts_email_idx')
    .on('contacts')
    .expression(sql`lower(email)`)
    .execute();
  await db.schema
    .createIndex('contacts_unread_idx')
    .on('contacts')
    .column('id')
    .where(sql.ref('is_read'), '=', false)
    .execute();
  // Search over name, e-mail and message: a trigram index serves `ILIKE '%…%'`. The operator
  // class is named with its schema, so the index works whatever the search_path.
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  // The text is stored (a generated column) so that a search walking the newest rows compares
  // it as it is rather than rebuilding it for every row.
  await sql`alter table contacts add column search_text text generated always as (${sql.raw(SEARCH_TEXT)}) stored`.execute(
    db,
  );
  await sql`create index contacts_search_idx on contacts using gin (search_text public.gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index newsletter_subscribers_search_idx on newsletter_subscribers using gin ((lower(email) || ' ' || coalesce(lower(name), '')) public.gin_trgm_ops)`.execute(
    db,
  );
  await db.schema
    .createIndex('newsletter_subscribers_list_idx')
    .on('newsletter_subscribers')
    .columns(['created_at desc', 'id desc'])
    .execute();

  await db.schema
    .createTable('lead_notes')
    .addColumn('id', 'bigint', (column) => column.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('contact_id', 'bigint', (column) =>
      column.notNull().references('contacts.id').onDelete('cascade'),
    )
    .addColumn('author_id', 'bigint', (column) =>
      column.references('staff_users.id').onDelete('set null'),
    )
    .addColumn('text', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('lead_notes_contact_idx')
    .on('lead_notes')
    .column('contact_id')
    .execute();

  // What staff did: to a lead (contact_id set), or to the data as a whole (an erasure).
  await db.schema
    .createTable('staff_audit')
    .addColumn('id', 'bigint', (column) => column.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('contact_id', 'bigint', (column) =>
      column.references('contacts.id').onDelete('cascade'),
    )
    .addColumn('actor_id', 'bigint', (column) =>
      column.references('staff_users.id').onDelete('set null'),
    )
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('detail', 'text')
    .addColumn('at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('staff_audit_contact_idx')
    .on('staff_audit')
    .columns(['contact_id', 'id'])
    .execute();
}

/** The text the inbox search reads (`contacts.search_text`). */
export const SEARCH_TEXT =
  "lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(name, '') || ' ' || email || ' ' || message)";

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_audit').execute();
  await db.schema.dropTable('lead_notes').execute();
  await db.schema.dropIndex('newsletter_subscribers_list_idx').execute();
  await db.schema.dropIndex('newsletter_subscribers_search_idx').execute();
  await db.schema.dropIndex('contacts_search_idx').execute();
  await db.schema.alterTable('contacts').dropColumn('search_text').execute();
  await db.schema.dropIndex('contacts_unread_idx').execute();
  await db.schema.dropIndex('contacts_email_idx').execute();
  await db.schema.dropIndex('contacts_inbox_idx').execute();
  await db.schema.alterTable('contacts').dropConstraint('contacts_status_check').execute();
  await db.schema.alterTable('contacts').dropColumn('status').execute();
  await db.schema.dropTable('staff_sign_in_failures').execute();
  await db.schema.dropTable('staff_sessions').execute();
  await db.schema.dropTable('staff_users').execute();
}
