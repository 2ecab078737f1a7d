import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

/** The file name `MAIL_DIR` delivery gives a message (src/mail/transport.ts). */
const OUTBOX_FILE = /^outbox-(\d{1,18})\.eml$/;
const BATCH = 500;

/**
 * Removes the `.eml` files of `mailDir` whose outbox row is gone: the messages of leads deleted
 * by the retention (their rows go by ON DELETE CASCADE) or of an erased address. Only files
 * named as the delivery names them are considered. Returns how many went.
 */
export async function removeOrphanMailFiles(
  db: Kysely<Database>,
  mailDir: string | null,
): Promise<number> {
  if (!mailDir) return 0;
  const files = new Map<string, string>();
  for (const name of await readdir(mailDir).catch(() => [] as string[])) {
    const id = OUTBOX_FILE.exec(name)?.[1];
    if (id) files.set(id, name);
  }
  const ids = [...files.keys()];
  let removed = 0;
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = ids.slice(start, start + BATCH);
    const kept = await db.selectFrom('outbox').select('id').where('id', 'in', batch).execute();
    const live = new Set(kept.map((row) => String(row.id)));
    for (const id of batch.filter((candidate) => !live.has(candidate))) {
      await rm(join(mailDir, files.get(id)!), { force: true });
      removed += 1;
    }
  }
  return removed;
}
