import { randomBytes } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

/**
 * A backup is a logical export: gzipped JSON lines, a header then one line per row. The same
 * file restores into PGlite or PostgreSQL, so it is also the way from the embedded database
 * to PostgreSQL. Every table of the schema is included (new tables need no change here).
 */
export const BACKUP_FORMAT = 'travel-backup';
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** The last migration applied to the database it came from. */
  migration: string | null;
  /** Table name → its columns, in the order the rows spell them. */
  tables: Record<string, string[]>;
}

export type TableCounts = Record<string, number>;

const MIGRATION_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

type Raw = Kysely<Record<string, never>>;

/**
 * Every table of the schema with its columns (generated ones left out: they are computed
 * again), parents before the tables whose foreign keys point at them, so that a restore can
 * insert in this order.
 */
async function listTables(db: Raw): Promise<Record<string, string[]>> {
  const { rows } = await sql<{ table: string; column: string }>`
    select table_name as "table", column_name as "column" from information_schema.columns
    where table_schema = current_schema() and is_generated = 'NEVER'
    order by table_name, ordinal_position`.execute(db);
  const columns: Record<string, string[]> = {};
  for (const { table, column } of rows) {
    if (!MIGRATION_TABLES.has(table)) (columns[table] ??= []).push(column);
  }
  const { rows: keys } = await sql<{ table: string; parent: string }>`
    select child.relname as "table", parent.relname as "parent" from pg_constraint c
    join pg_class child on child.oid = c.conrelid
    join pg_class parent on parent.oid = c.confrelid
    join pg_namespace n on n.oid = child.relnamespace
    where c.contype = 'f' and n.nspname = current_schema()`.execute(db);
  const ordered: Record<string, string[]> = {};
  const visit = (table: string, path: Set<string>) => {
    if (ordered[table] || path.has(table) || !columns[table]) return;
    path.add(table);
    for (const key of keys) if (key.table === table) visit(key.parent, path);
    ordered[table] = columns[table];
  };
  for (const table of Object.keys(columns)) visit(table, new Set());
  return ordered;
}

/** Writes a consistent copy of every table to `file` (via a temporary file, then renamed). */
export async function exportBackup(app: Kysely<Database>, file: string): Promise<TableCounts> {
  // Next to the target (so the rename stays on one file system), with a name no one could have
  // prepared, and created exclusively without following a link: a `.partial` file or link
  // another user left there is never written through or reused.
  const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
  const handle = await open(
    partial,
    constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
    0o600,
  );
  const counts: TableCounts = {};
  try {
    // One repeatable-read transaction: every table as of the same instant, while leads arrive.
    await app
      .withoutPlugins()
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const db = trx as unknown as Raw;
        const tables = await listTables(db);
        const { rows: migrations } = await sql<{ name: string }>`
        select name from kysely_migration order by name desc limit 1`.execute(db);
        const header: BackupHeader = {
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          createdAt: new Date().toISOString(),
          migration: migrations[0]?.name ?? null,
          tables,
        };
        async function* lines() {
          yield `${JSON.stringify(header)}\n`;
          for (const [table, columns] of Object.entries(tables)) {
            const { rows } = await sql<{ r: unknown[] }>`
            select json_build_array(${sql.join(columns.map((c) => sql.ref(c)))}) as r
            from ${sql.table(table)} order by ${sql.ref(columns[0]!)}`.execute(db);
            counts[table] = rows.length;
            for (const { r } of rows) yield `${JSON.stringify({ t: table, r })}\n`;
          }
        }
        await pipeline(lines, createGzip(), handle.createWriteStream());
      });
    await rename(partial, file);
  } catch (error) {
    await handle.close().catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
  return counts;
}

/** Reads a backup's header and rows, table by table. */
async function* readBackup(file: string) {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()) });
  let header: BackupHeader | null = null;
  for await (const line of lines) {
    if (!line) continue;
    if (!header) {
      header = JSON.parse(line) as BackupHeader;
      if (header.format !== BACKUP_FORMAT || header.version !== BACKUP_VERSION)
        throw new Error(`${file} is not a backup this version can read`);
      yield { header, row: undefined };
      continue;
    }
    yield { header: undefined, row: JSON.parse(line) as { t: string; r: unknown[] } };
  }
  if (!header) throw new Error(`${file} is empty`);
}

const BATCH = 500;

/**
 * Loads a backup into a migrated, empty database (PGlite or PostgreSQL), in one transaction:
 * all rows or none. Identity sequences continue after the highest id restored.
 */
export async function importBackup(app: Kysely<Database>, file: string): Promise<TableCounts> {
  const counts: TableCounts = {};
  await app
    .withoutPlugins()
    .transaction()
    .execute(async (trx) => {
      const db = trx as unknown as Raw;
      const present = await listTables(db);
      let header: BackupHeader | null = null;
      let batch: unknown[][] = [];
      let batchTable = '';
      const flush = async () => {
        if (!batch.length || !header) return;
        const columns = header.tables[batchTable]!;
        const records = batch.map((row) => Object.fromEntries(columns.map((c, i) => [c, row[i]])));
        const cols = sql.join(columns.map((c) => sql.ref(c)));
        await sql`insert into ${sql.table(batchTable)} (${cols}) overriding system value
          select ${cols} from json_populate_recordset(null::${sql.table(batchTable)}, ${JSON.stringify(records)}::json)`.execute(
          db,
        );
        counts[batchTable] = (counts[batchTable] ?? 0) + batch.length;
        batch = [];
      };
      for await (const item of readBackup(file)) {
        if (item.header) {
          header = item.header;
          for (const table of Object.keys(item.header.tables)) {
            if (!present[table]) throw new Error(`The database has no table ${table}`);
            const { rows } = await sql<{ n: number }>`
              select count(*)::int as n from ${sql.table(table)}`.execute(db);
            if (rows[0]!.n > 0)
              throw new Error(`Table ${table} is not empty: restore fills an empty database`);
            counts[table] = 0;
          }
          continue;
        }
        if (!item.row) continue;
        if (item.row.t !== batchTable || batch.length >= BATCH) await flush();
        batchTable = item.row.t;
        batch.push(item.row.r);
      }
      await flush();
      for (const table of Object.keys(counts)) {
        const { rows: identities } = await sql<{ column: string }>`
          select attname as "column" from pg_attribute
          where attrelid = ${table}::regclass and attidentity <> ''`.execute(db);
        for (const { column } of identities) {
          await sql`select setval(pg_get_serial_sequence(${table}, ${column}),
            coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(
            db,
          );
        }
      }
    });
  return counts;
}
