import { sql, type Kysely } from 'kysely';

/**
 * Newsletter links' tokens are stored as their SHA-256 (hex), like staff sessions: a copy of the
 * database (a backup) no longer holds working confirmation and unsubscribe links (issue 29).
 * Existing rows' tokens are hashed in place, so the links already mailed keep working.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update newsletter_subscribers set
    unsubscribe_token = encode(sha256(convert_to(unsubscribe_token, 'UTF8')), 'hex'),
    confirm_token = case when confirm_token is null then null
      else encode(sha256(convert_to(confirm_token, 'UTF8')), 'hex') end`.execute(db);
}

/** A hash cannot be turned back into its token: links mailed before stay hashed, and dead. */
export async function down(): Promise<void> {}
