import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationResult } from 'kysely/migration';
import type { Database } from './database.ts';
import * as createContacts from './migrations/2026_11_22_00_00_00_create_contacts.ts';
import * as extendContacts from './migrations/2026_11_22_00_01_00_extend_contacts.ts';
import * as createNewsletterSubscribers from './migrations/2026_11_22_00_02_00_create_newsletter_subscribers.ts';
import * as addContactsSuspectReason from './migrations/2026_11_22_00_03_00_add_contacts_suspect_reason.ts';
import * as staffInbox from './migrations/2026_11_26_00_00_00_staff_inbox.ts';
import * as createOutbox from './migrations/2026_11_26_00_01_00_create_outbox.ts';
import * as addOutboxReceiptKeys from './migrations/2026_11_28_17_29_00_add_outbox_receipt_keys.ts';
import * as addSignInAllowed from './migrations/2026_11_28_17_29_01_add_sign_in_allowed.ts';
import * as hashNewsletterTokens from './migrations/2026_11_28_17_29_02_hash_newsletter_tokens.ts';
import * as addQuizLeads from './migrations/2026_11_28_17_30_00_add_quiz_leads.ts';
import * as addContactsIdentity from './migrations/2026_11_28_17_30_01_add_contacts_identity.ts';
import * as addContactsAssignee from './migrations/2026_11_28_17_30_02_add_contacts_assignee.ts';

/**
 * Every migration, listed by hand rather than read from the folder at run time: the server
 * ships as one esbuild bundle, where there is no migrations folder to read.
 */
const migrations: Record<string, Migration> = {
  '2026_11_22_00_00_00_create_contacts': createContacts,
  '2026_11_22_00_01_00_extend_contacts': extendContacts,
  '2026_11_22_00_02_00_create_newsletter_subscribers': createNewsletterSubscribers,
  '2026_11_22_00_03_00_add_contacts_suspect_reason': addContactsSuspectReason,
  '2026_11_26_00_00_00_staff_inbox': staffInbox,
  '2026_11_26_00_01_00_create_outbox': createOutbox,
  '2026_11_28_17_29_00_add_outbox_receipt_keys': addOutboxReceiptKeys,
  '2026_11_28_17_29_01_add_sign_in_allowed': addSignInAllowed,
  '2026_11_28_17_29_02_hash_newsletter_tokens': hashNewsletterTokens,
  '2026_11_28_17_30_00_add_quiz_leads': addQuizLeads,
  '2026_11_28_17_30_01_add_contacts_identity': addContactsIdentity,
  '2026_11_28_17_30_02_add_contacts_assignee': addContactsAssignee,
};

/** Applies every pending migration; throws if one fails (the failed one is rolled back). */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResult[]> {
  // Kysely looks for its bookkeeping tables in every schema unless told which: with another
  // schema on the same server holding them (tests, or a second app), it would skip creating
  // its own and fail. They live in the schema the connection writes to (`public` by default).
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    // Migrations spell SQL names themselves; the app's CamelCasePlugin must not rewrite them.
    db: db.withoutPlugins(),
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: rows[0]?.schema ?? 'public',
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(failed ? `Database migration ${failed} failed` : 'Database migrations failed', {
      cause: error,
    });
  }
  return [...results];
}
