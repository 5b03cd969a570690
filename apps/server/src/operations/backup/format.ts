import fs from 'node:fs';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Dialect } from '../../db/database.js';

/**
 * The backup file: a gzip stream of newline-delimited JSON records, the same whichever database
 * wrote it or reads it back (dates are ISO strings and flags 0/1 in both, db/schema.ts):
 *
 *   header   format, version, source dialect, migrations, every table with its columns and rows
 *   row      one per row, tables in foreign-key order, values in the header's column order
 *   file     one per stored_files row: id, key, visibility; then `data` records (base64
 *            chunks), then `file-end` with the size and SHA-256 of the bytes
 *   secret   DATA_DIR/signing.key, so signed links stay valid across a restore
 *   end      the number of records before it: a backup without it is incomplete
 *
 * gzip's own checksum catches a damaged byte; the `end` record and the counts in the header
 * catch a cut-off file; the SHA-256 of every file catches a changed one.
 */
export const FORMAT = 'karyayojana-backup';
export const FORMAT_VERSION = 1;

/** Raw bytes per `data` record (64 KiB once base64-encoded). */
export const CHUNK_BYTES = 48 * 1024;

/**
 * Every table, parents before children, with the columns that order its rows. A table the
 * database has and this list lacks stops the backup: each new table needs a decision here.
 */
export const TABLES: readonly { name: string; key: readonly string[] }[] = [
  { name: 'roles', key: ['id'] },
  { name: 'stored_files', key: ['id'] },
  { name: 'companies', key: ['id'] },
  { name: 'ward_offices', key: ['company_id', 'number'] },
  { name: 'branches', key: ['id'] },
  { name: 'users', key: ['id'] },
  { name: 'access_tokens', key: ['id'] },
  { name: 'fiscal_years', key: ['id'] },
  { name: 'categories', key: ['id'] },
  { name: 'events', key: ['id'] },
  { name: 'event_categories', key: ['event_id', 'category_id'] },
  { name: 'event_wards', key: ['event_id', 'ward'] },
  { name: 'event_status_history', key: ['id'] },
  { name: 'tasks', key: ['id'] },
  { name: 'other_documents', key: ['id'] },
  { name: 'activity_log', key: ['id'] },
  { name: 'trash', key: ['id'] },
  // Email (docs/decisions/025): the queue goes with the data, so that a mail due before a
  // move is still sent (once: its key comes along) after it; reset requests keep the
  // throttle's count and only hashes of their links.
  { name: 'mail_jobs', key: ['id'] },
  { name: 'password_resets', key: ['id'] },
];

/**
 * Tables the database fills by itself (triggers): not saved, rebuilt as the restore inserts the
 * rows they follow. company_revisions only numbers cached reads (migration 002).
 */
export const DERIVED_TABLES: readonly string[] = [
  'company_revisions',
  // Shared between processes, not data (migration 014): a restored server starts with no
  // throttle counts and its periodic work due.
  'rate_hits',
  'scheduled_work',
];

export interface TableInfo {
  name: string;
  columns: string[];
  rows: number;
}

export interface Header {
  type: 'header';
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  source: Dialect;
  migrations: string[];
  tables: TableInfo[];
  files: { count: number; bytes: number };
  secrets: string[];
}

export type BackupRecord =
  | Header
  | { type: 'row'; table: string; values: unknown[] }
  | { type: 'file'; id: number; key: string; visibility: string }
  | { type: 'data'; data: string }
  | { type: 'file-end'; size: number; sha256: string }
  | { type: 'secret'; name: string; data: string }
  | { type: 'end'; records: number };

/** A mistake the operator can fix (wrong argument, wrong folder, damaged file): no stack. */
export class BackupError extends Error {}

/** The application tables of the connected database and their columns, in column order. */
export async function tableColumns(db: Kysely<Database>, dialect: Dialect) {
  const rows =
    dialect === 'postgres'
      ? await sql<{ table_name: string; column_name: string }>`
          select table_name, column_name from information_schema.columns
          where table_schema = current_schema()
          order by table_name, ordinal_position`.execute(db)
      : await sql<{ table_name: string; column_name: string }>`
          select m.name as table_name, p.name as column_name
          from sqlite_master m join pragma_table_info(m.name) p
          where m.type = 'table' and m.name not like 'sqlite_%'
          order by m.name, p.cid`.execute(db);
  const tables = new Map<string, string[]>();
  for (const r of rows.rows) {
    if (r.table_name.startsWith('kysely_')) continue;
    tables.set(r.table_name, [...(tables.get(r.table_name) ?? []), r.column_name]);
  }
  return tables;
}

/** Where a stored file lives under DATA_DIR. */
export const storagePath = (visibility: string, key: string) => ['storage', visibility, key];

/** Writes records as gzip'd JSON lines to a new file, honouring back-pressure. */
export async function openWriter(file: string) {
  const out = fs.createWriteStream(file, { flags: 'wx', mode: 0o600 });
  await once(out, 'open');
  const gzip = zlib.createGzip();
  const done = pipeline(gzip, out);
  let failure: Error | undefined;
  done.catch(
    (error: unknown) => (failure = error instanceof Error ? error : new Error(String(error))),
  );
  let records = 0;
  return {
    get records() {
      return records;
    },
    async write(record: BackupRecord): Promise<void> {
      if (failure) throw failure;
      records++;
      if (!gzip.write(`${JSON.stringify(record)}\n`)) await once(gzip, 'drain');
    },
    /** Ends the stream and flushes it to the disk. */
    async finish(): Promise<void> {
      gzip.end();
      await done;
      const handle = await fs.promises.open(file, 'r+');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
    },
    async abort(): Promise<void> {
      gzip.destroy();
      await done.catch(() => undefined);
      await fs.promises.rm(file, { force: true });
    },
  };
}

/** Longer than any record a backup writes (a row is at most a request body, 1 MB). */
const MAX_LINE = 16 * 1024 * 1024;

/** The JSON lines of a gzip'd file; a damaged or cut-off stream throws a BackupError. */
export async function* readRecords(file: string): AsyncGenerator<Record<string, unknown>> {
  const gunzip = zlib.createGunzip();
  const source = fs.createReadStream(file);
  source.on('error', (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let line = 0;
  const parse = (text: string) => {
    line++;
    try {
      const value: unknown = JSON.parse(text);
      if (value && typeof value === 'object' && !Array.isArray(value))
        return value as Record<string, unknown>;
    } catch {
      // reported below
    }
    throw new BackupError(`${file} is damaged: line ${line} is not a backup record.`);
  };
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      const lines = (pending + decoder.write(chunk)).split('\n');
      pending = lines.pop() ?? '';
      if (pending.length > MAX_LINE)
        throw new BackupError(`${file} is damaged: a record is too long.`);
      for (const text of lines) yield parse(text);
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'Z_DATA_ERROR' && line === 0)
      throw new BackupError(`${file} is not a कार्ययोजना backup (it is not gzip data).`);
    if (code?.startsWith('Z_') && line === 0)
      throw new BackupError(`${file} is not a कार्ययोजना backup (empty, or cut off at its start).`);
    if (code?.startsWith('Z_'))
      throw new BackupError(`${file} is damaged or incomplete (${(error as Error).message}).`);
    throw error;
  } finally {
    source.destroy();
    gunzip.destroy();
  }
  pending += decoder.end();
  if (pending.length > 0) yield parse(pending);
}

/** A summary of sizes for people: 1.2 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}
