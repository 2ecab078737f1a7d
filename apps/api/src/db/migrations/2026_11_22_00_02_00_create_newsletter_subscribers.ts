import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('id', 'bigint', (column) => column.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('name', 'text')
    .addColumn('source', 'text')
    .addColumn('unsubscribe_token', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('unsubscribed_at', 'timestamptz')
    .addColumn('suspect', 'boolean', (column) => column.notNull().defaultTo(false))
    // Why the row is suspect (honeypot, reCAPTCHA verdict), for whoever reviews it.
    .addColumn('suspect_reason', 'text')
    .addUniqueConstraint('newsletter_subscribers_unsubscribe_token_key', ['unsubscribe_token'])
    .execute();

  // One row per address whatever its case: `Ada@Example.org` is `ada@example.org`. Sign-ups
  // rely on it (INSERT … ON CONFLICT), so concurrent duplicates cannot make a second row.
  await db.schema
    .createIndex('newsletter_subscribers_email_key')
    .on('newsletter_subscribers')
    .unique()
    .expression(sql`lower(email)`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('newsletter_subscribers').execute();
}
