import type { Kysely } from 'kysely';

/**
 * What a lead receipt is limited by (issue 29): the recipient's address normalised (case,
 * `+tag`, dots where the provider ignores them), so `victim+1@` and `victim+2@` share one
 * limit, and the network the lead was posted from (/24 or /48, never the address).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('outbox')
    .addColumn('receipt_address', 'text')
    .addColumn('client_network', 'text')
    .execute();
  await db.schema
    .createIndex('outbox_receipt_address_idx')
    .on('outbox')
    .columns(['receipt_address', 'created_at'])
    .execute();
  await db.schema
    .createIndex('outbox_client_network_idx')
    .on('outbox')
    .columns(['client_network', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('outbox_client_network_idx').execute();
  await db.schema.dropIndex('outbox_receipt_address_idx').execute();
  await db.schema
    .alterTable('outbox')
    .dropColumn('client_network')
    .dropColumn('receipt_address')
    .execute();
}
