import { sql, type Kysely } from 'kysely';

/**
 * The outbox: every e-mail is written here in the transaction of what caused it, then sent by
 * the delivery worker (src/mail/worker.ts); each try is one `outbox_attempts` row. Leads get
 * the visitor's site language; newsletter addresses a double opt-in (existing ones count as
 * confirmed).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contacts').addColumn('language', 'text').execute();
  await db.schema
    .alterTable('newsletter_subscribers')
    .addColumn('language', 'text')
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('confirm_token', 'text')
    .addColumn('confirm_requested_at', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('newsletter_subscribers')
    .addUniqueConstraint('newsletter_subscribers_confirm_token_key', ['confirm_token'])
    .execute();
  // Subscribers stored before the double opt-in count as confirmed.
  await sql`update newsletter_subscribers set confirmed_at = created_at`.execute(db);

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'bigint', (column) => column.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('contact_id', 'bigint', (column) =>
      column.references('contacts.id').onDelete('cascade'),
    )
    .addColumn('subscriber_id', 'bigint', (column) =>
      column.references('newsletter_subscribers.id').onDelete('cascade'),
    )
    .addColumn('recipient', 'text', (column) => column.notNull())
    .addColumn('message', 'jsonb', (column) => column.notNull())
    .addColumn('message_id', 'text', (column) => column.notNull().unique())
    .addColumn('status', 'text', (column) => column.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addCheckConstraint('outbox_status_check', sql`status in ('pending', 'sent', 'failed')`)
    .execute();
  await db.schema
    .createIndex('outbox_due_idx')
    .on('outbox')
    .column('next_attempt_at')
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema.createIndex('outbox_contact_idx').on('outbox').column('contact_id').execute();
  await db.schema
    .createIndex('outbox_subscriber_idx')
    .on('outbox')
    .column('subscriber_id')
    .execute();
  await db.schema
    .createIndex('outbox_recipient_idx')
    .on('outbox')
    .expression(sql`lower(recipient), kind, created_at`)
    .execute();

  await db.schema
    .createTable('outbox_attempts')
    .addColumn('id', 'bigint', (column) => column.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('outbox_id', 'bigint', (column) =>
      column.notNull().references('outbox.id').onDelete('cascade'),
    )
    .addColumn('attempted_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    // null: delivered.
    .addColumn('error', 'text')
    .execute();
  await db.schema
    .createIndex('outbox_attempts_outbox_idx')
    .on('outbox_attempts')
    .column('outbox_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('outbox_attempts').execute();
  await db.schema.dropTable('outbox').execute();
  await db.schema
    .alterTable('newsletter_subscribers')
    .dropConstraint('newsletter_subscribers_confirm_token_key')
    .execute();
  await db.schema
    .alterTable('newsletter_subscribers')
    .dropColumn('language')
    .dropColumn('confirmed_at')
    .dropColumn('confirm_token')
    .dropColumn('confirm_requested_at')
    .execute();
  await db.schema.alterTable('contacts').dropColumn('language').execute();
}
