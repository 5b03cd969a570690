import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql, type ControlledTransaction, type Kysely } from 'kysely';
import { openDatabase, type DatabaseHandle, type Dialect } from '../../db/database.js';
import { migrateTo, migrateToLatest, migrationNames } from '../../db/migrate.js';
import type { Database } from '../../db/schema.js';
import { KEY } from '../files/file-store.js';
import {
  BackupError,
  DERIVED_TABLES,
  FORMAT,
  FORMAT_VERSION,
  readRecords,
  storagePath,
  tableColumns,
  type Header,
  type TableInfo,
} from './format.js';

export interface RestoreOptions {
  file: string;
  /** Must be empty or missing. */
  dataDir: string;
  /** A PostgreSQL database (or schema) that is new: no rows in any table. */
  databaseUrl?: string | undefined;
  pgSchema?: string;
}

export interface RestoreSummary {
  dataDir: string;
  dialect: Dialect;
  source: Dialect;
  createdAt: string;
  tables: { name: string; rows: number }[];
  rows: number;
  files: number;
  fileBytes: number;
  secrets: string[];
}

/** Rows per INSERT: well under SQLite's and PostgreSQL's limits on parameters. */
const PARAMETERS_PER_INSERT = 4000;
/** Left alone in an otherwise empty DATA_DIR (the root of a mounted volume). */
const IGNORED_ENTRIES = ['lost+found'];

/**
 * Brings a backup back into an empty DATA_DIR (and, with DATABASE_URL, a new database).
 *
 * Everything is first built in DATA_DIR/.restore-*: the stored files (each checked against its
 * SHA-256 as written and again as read back) and, for SQLite, the database itself. The rows go
 * in through one transaction at the schema level the backup was taken at; counts are checked
 * before it commits. Only then do the pieces move into place, by renames on the same disk, the
 * SQLite database last. Any failure removes what was built and rolls the rows back: DATA_DIR
 * is left empty, and the database without rows (on PostgreSQL its tables may remain, empty,
 * as a first start leaves them; a new restore accepts that).
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreSummary> {
  const file = path.resolve(options.file);
  if (!fs.existsSync(file) || !fs.statSync(file).isFile())
    throw new BackupError(`${file} does not exist.`);
  const dataDir = path.resolve(options.dataDir);
  const existing = fs.existsSync(dataDir)
    ? fs.readdirSync(dataDir).filter((e) => !IGNORED_ENTRIES.includes(e))
    : [];
  if (existing.length > 0)
    throw new BackupError(
      `${dataDir} is not empty (${existing.slice(0, 5).join(', ')}` +
        `${existing.length > 5 ? ', …' : ''}): a restore needs an empty DATA_DIR.`,
    );

  let database: DatabaseHandle | undefined;
  const createdDir = !fs.existsSync(dataDir);
  let staging: string | undefined;
  const placed: string[] = [];
  let trx: ControlledTransaction<Database> | undefined;
  let committed = false;
  let records: AsyncGenerator<Record<string, unknown>> | undefined;
  try {
    if (options.databaseUrl) {
      database = openDatabase({
        databaseUrl: options.databaseUrl,
        dataDir,
        ...(options.pgSchema ? { pgSchema: options.pgSchema } : {}),
      });
      await assertNoRows(database.db, database.dialect);
    }
    records = readRecords(file);
    const header = parseHeader(file, (await records.next()).value);

    fs.mkdirSync(dataDir, { recursive: true });
    staging = fs.mkdtempSync(path.join(dataDir, '.restore-'));
    for (const v of ['public', 'private', 'tmp'])
      fs.mkdirSync(path.join(staging, 'storage', v), { recursive: true });
    database ??= openDatabase({ dataDir: staging });
    const { db, dialect } = database;
    const schema =
      dialect === 'postgres'
        ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s
        : undefined;
    await migrateTo(db, header.migrations.at(-1) ?? '', schema);
    trx = await db.startTransaction().execute();
    const work = trx;
    await checkColumns(file, work, dialect, header.tables);
    // Only the migration's own rows (the roles) are there; the backup's replace them.
    for (const table of [...header.tables].reverse()) {
      await sql`delete from ${sql.table(table.name)}`.execute(work);
    }

    const loaded = await load(file, records, header, staging, work);

    for (const table of header.tables) {
      const count = await sql<{ n: number | string }>`
        select count(*) as n from ${sql.table(table.name)}`.execute(work);
      if (Number(count.rows[0]?.n) !== table.rows)
        throw new BackupError(
          `${table.name} holds ${String(count.rows[0]?.n)} rows after the restore, not ${table.rows}.`,
        );
    }
    for (const f of loaded.files) {
      const full = path.join(staging, ...storagePath(f.visibility, f.key));
      const hash = createHash('sha256')
        .update(await fs.promises.readFile(full))
        .digest('hex');
      if (hash !== f.sha256) throw new Error(`${full} does not read back as written`);
    }
    if (dialect === 'postgres') {
      // Explicit ids leave the sequences behind: the next insert must not reuse an id.
      for (const table of header.tables.filter((t) => t.columns.includes('id'))) {
        await sql`select setval(pg_get_serial_sequence(${table.name}, 'id'),
                  coalesce((select max(id) from ${sql.table(table.name)}), 0) + 1, false)`.execute(
          work,
        );
      }
    }

    const move = async (name: string) => {
      if (!staging || !fs.existsSync(path.join(staging, name))) return;
      await fs.promises.rename(path.join(staging, name), path.join(dataDir, name));
      placed.push(path.join(dataDir, name));
    };
    if (dialect === 'sqlite') {
      await trx.commit().execute();
      trx = undefined;
      await migrateToLatest(db);
      // One self-contained file to move: no write-ahead log beside it.
      await sql`pragma journal_mode = delete`.execute(db);
      await database.close();
      database = undefined;
      await move('storage');
      for (const name of loaded.secrets) await move(name);
      await move('karyayojana.sqlite');
      committed = true;
    } else {
      await move('storage');
      for (const name of loaded.secrets) await move(name);
      await trx.commit().execute();
      trx = undefined;
      committed = true;
      await migrateToLatest(db, schema);
    }
    fs.rmSync(staging, { recursive: true, force: true });
    return {
      dataDir,
      dialect,
      source: header.source,
      createdAt: header.createdAt,
      tables: header.tables.map((t) => ({ name: t.name, rows: t.rows })),
      rows: header.tables.reduce((sum, t) => sum + t.rows, 0),
      files: loaded.files.length,
      fileBytes: loaded.files.reduce((sum, f) => sum + f.size, 0),
      secrets: loaded.secrets,
    };
  } catch (error) {
    if (trx)
      await trx
        .rollback()
        .execute()
        .catch(() => undefined);
    if (!committed) {
      if (staging) fs.rmSync(staging, { recursive: true, force: true });
      for (const p of placed) fs.rmSync(p, { recursive: true, force: true });
      if (createdDir) fs.rmSync(dataDir, { recursive: true, force: true });
    }
    throw error;
  } finally {
    await records?.return(undefined);
    await database?.close();
  }
}

/** A database that a restore may fill: no rows but the roles the first migration adds. */
async function assertNoRows(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  const filled: string[] = [];
  for (const name of (await tableColumns(db, dialect)).keys()) {
    if (name === 'roles' || DERIVED_TABLES.includes(name)) continue;
    const count = await sql<{ n: number | string }>`
      select count(*) as n from ${sql.table(name)}`.execute(db);
    const n = Number(count.rows[0]?.n ?? 0);
    if (n > 0) filled.push(`${name}: ${n}`);
  }
  if (filled.length > 0)
    throw new BackupError(
      `The database is not empty (${filled.join(', ')}): a restore needs a new database ` +
        '(or schema), one the server has never started on.',
    );
}

function parseHeader(file: string, value: unknown): Header {
  const h = value as Partial<Header> | undefined;
  if (!h || h.type !== 'header' || h.format !== FORMAT)
    throw new BackupError(`${file} is not a कार्ययोजना backup.`);
  if (h.version !== FORMAT_VERSION)
    throw new BackupError(
      `${file} is a backup of format version ${String(h.version)}; this server reads version ${FORMAT_VERSION}.`,
    );
  const migrations = Array.isArray(h.migrations) ? h.migrations : [];
  if (
    migrations.length === 0 ||
    migrations.some((name, i) => migrationNames[i] !== name) ||
    !Array.isArray(h.tables) ||
    !h.files ||
    (h.source !== 'sqlite' && h.source !== 'postgres')
  ) {
    const unknown = migrations.filter((m) => !migrationNames.includes(m));
    throw new BackupError(
      unknown.length > 0
        ? `${file} was made by a newer version of कार्ययोजना (migrations ${unknown.join(', ')}); upgrade before restoring it.`
        : `${file} is damaged: its header does not describe a backup.`,
    );
  }
  for (const t of h.tables) {
    if (
      typeof t.name !== 'string' ||
      !Array.isArray(t.columns) ||
      !t.columns.every((c) => typeof c === 'string') ||
      !Number.isInteger(t.rows)
    )
      throw new BackupError(`${file} is damaged: its header does not describe a backup.`);
  }
  return h as Header;
}

/** The backup's tables must be the schema's, column for column, at the backup's level. */
async function checkColumns(
  file: string,
  db: Kysely<Database>,
  dialect: Dialect,
  tables: TableInfo[],
): Promise<void> {
  const actual = await tableColumns(db, dialect);
  const expected = [...actual.keys()].filter((n) => !DERIVED_TABLES.includes(n)).sort();
  const given = tables.map((t) => t.name).sort();
  const differs = (a: string[], b: string[]) =>
    a.length !== b.length || a.some((x, i) => x !== b[i]);
  if (differs(expected, given))
    throw new BackupError(
      `${file} does not fit this database: its tables are ${given.join(', ')}; the database's are ${expected.join(', ')}.`,
    );
  for (const t of tables) {
    if (differs([...t.columns].sort(), [...(actual.get(t.name) ?? [])].sort()))
      throw new BackupError(`${file} does not fit this database: the columns of ${t.name} differ.`);
  }
}

interface LoadedFile {
  id: number;
  key: string;
  visibility: string;
  size: number;
  sha256: string;
}

/** Reads the records after the header: rows into the transaction, files into staging. */
async function load(
  file: string,
  records: AsyncGenerator<Record<string, unknown>>,
  header: Header,
  staging: string,
  trx: Kysely<Database>,
): Promise<{ files: LoadedFile[]; secrets: string[] }> {
  const damaged = (why: string) => new BackupError(`${file} is damaged: ${why}.`);
  let count = 1;
  let tableIndex = -1;
  let rowsOfTable = 0;
  let batch: unknown[][] = [];
  const fileRows = new Map<number, { key: string; visibility: string }>();
  const files: LoadedFile[] = [];
  const seen = new Set<number>();
  const secrets: string[] = [];
  let current:
    | (Omit<LoadedFile, 'sha256' | 'size'> & {
        handle: fs.promises.FileHandle;
        hash: ReturnType<typeof createHash>;
        size: number;
      })
    | undefined;
  let ended = false;

  const table = () => header.tables[tableIndex];
  const flush = async () => {
    const t = table();
    if (!t || batch.length === 0) return;
    const columns = sql.join(t.columns.map((c) => sql.ref(c)));
    const values = sql.join(batch.map((row) => sql`(${sql.join(row)})`));
    try {
      await sql`insert into ${sql.table(t.name)} (${columns}) values ${values}`.execute(trx);
    } catch (error) {
      throw new BackupError(
        `The rows of ${t.name} do not fit the database: ${(error as Error).message}.`,
      );
    }
    batch = [];
  };
  const finishTable = async () => {
    await flush();
    const t = table();
    if (t && rowsOfTable !== t.rows)
      throw damaged(`${t.name} has ${rowsOfTable} rows, its header says ${t.rows}`);
  };
  const nextTable = async (name?: string) => {
    await finishTable();
    // Tables without rows have no records: step over them, checking they are meant to be empty.
    for (tableIndex++; tableIndex < header.tables.length; tableIndex++) {
      const t = table();
      if (t?.name === name) break;
      if (t && t.rows !== 0) throw damaged(`the rows of ${t.name} are missing`);
    }
    rowsOfTable = 0;
  };

  try {
    for await (const record of records) {
      count++;
      if (ended) throw damaged('records follow its end');
      if (record.type === 'row') {
        if (files.length > 0 || current || secrets.length > 0)
          throw damaged('a row after the files');
        if (record.table !== table()?.name) {
          await nextTable(String(record.table));
          if (!table()) throw damaged(`rows of ${String(record.table)} out of order`);
        }
        const t = table();
        const values: unknown = record.values;
        if (
          !t ||
          !Array.isArray(values) ||
          values.length !== t.columns.length ||
          values.some((v) => v !== null && typeof v !== 'string' && typeof v !== 'number')
        )
          throw damaged(`a row of ${String(record.table)} does not match its columns`);
        const row = values as unknown[];
        rowsOfTable++;
        batch.push(row);
        if (t.name === 'stored_files') {
          const at = (c: string) => row[t.columns.indexOf(c)];
          fileRows.set(Number(at('id')), {
            key: String(at('key')),
            visibility: String(at('visibility')),
          });
        }
        if (batch.length * t.columns.length >= PARAMETERS_PER_INSERT) await flush();
      } else if (record.type === 'file') {
        if (tableIndex < header.tables.length) await nextTable();
        if (current) throw damaged('a file starts before the previous one ended');
        const id = Number(record.id);
        const row = fileRows.get(id);
        const key = String(record.key);
        const visibility = String(record.visibility);
        // The name comes from the file: it must be a stored key, or it could point anywhere.
        if (!row || row.key !== key || row.visibility !== visibility || !KEY.test(key))
          throw damaged(`file ${id} does not match its stored_files row`);
        if (seen.has(id)) throw damaged(`file ${id} appears twice`);
        const target = path.join(staging, ...storagePath(visibility, key));
        current = {
          id,
          key,
          visibility,
          handle: await fs.promises.open(target, 'wx', 0o600),
          hash: createHash('sha256'),
          size: 0,
        };
      } else if (record.type === 'data') {
        if (!current || typeof record.data !== 'string') throw damaged('data outside a file');
        const bytes = Buffer.from(record.data, 'base64');
        current.hash.update(bytes);
        current.size += bytes.length;
        await current.handle.write(bytes);
      } else if (record.type === 'file-end') {
        if (!current) throw damaged('a file ends that never started');
        const sha256 = current.hash.digest('hex');
        if (sha256 !== record.sha256 || current.size !== record.size)
          throw damaged(`stored file ${current.key} is not the file that was saved`);
        await current.handle.sync();
        await current.handle.close();
        files.push({
          id: current.id,
          key: current.key,
          visibility: current.visibility,
          size: current.size,
          sha256,
        });
        seen.add(current.id);
        current = undefined;
      } else if (record.type === 'secret') {
        if (tableIndex < header.tables.length) await nextTable();
        if (current) throw damaged('a secret inside a file');
        if (
          record.name !== 'signing.key' ||
          typeof record.data !== 'string' ||
          !/^[0-9a-f]{64}$/.test(record.data)
        )
          throw damaged('an unknown secret');
        fs.writeFileSync(path.join(staging, 'signing.key'), record.data, {
          mode: 0o600,
          flag: 'wx',
        });
        secrets.push('signing.key');
      } else if (record.type === 'end') {
        if (record.records !== count - 1) throw damaged('records are missing');
        if (tableIndex < header.tables.length) await nextTable();
        if (current) throw damaged('the last file is cut off');
        ended = true;
      } else {
        throw damaged(`an unknown record on line ${count}`);
      }
    }
  } finally {
    await current?.handle.close();
  }
  if (!ended) throw new BackupError(`${file} is incomplete: it ends before its last record.`);
  if (files.length !== fileRows.size || files.length !== header.files.count)
    throw damaged(`it holds ${files.length} files for ${fileRows.size} stored_files rows`);
  return { files, secrets };
}
