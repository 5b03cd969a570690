import fs from 'node:fs';
import path from 'node:path';
import { sql, type ControlledTransaction } from 'kysely';
import { openDatabase, type DatabaseHandle, type Dialect } from '../../db/database.js';
import { migrateTo, migrateToLatest } from '../../db/migrate.js';
import type { Database } from '../../db/schema.js';
import type { FileStore } from '../../features/files/file-store.js';
import { BackupError, readRecords } from './format.js';
import { assertNoRows, checkColumns, parseHeader } from './restore-checks.js';
import {
  assertEmptyBucket,
  bucketTarget,
  stagingTarget,
  type FileTarget,
} from './restore-files.js';
import { load } from './restore-load.js';

export interface RestoreOptions {
  file: string;
  /** Must be empty or missing. */
  dataDir: string;
  /** A PostgreSQL database (or schema) that is new: no rows in any table. */
  databaseUrl?: string | undefined;
  pgSchema?: string;
  /**
   * Opens the bucket of the target's configuration (S3_BUCKET: openFileStore); the files go
   * there instead of DATA_DIR/storage. Called once DATA_DIR is known to be empty, since a store
   * may make a folder there for uploads in progress.
   */
  openStore?: (() => FileStore) | undefined;
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
  /** The link-signing key the backup carried, now DATA_DIR/signing.key. */
  signingKey: Buffer | undefined;
}

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
 *
 * With a bucket (`openStore`), which must hold no stored file yet, each file is written to it
 * once checked, and read back from it before the rows commit; a failure removes every object
 * the restore wrote, so the bucket is left empty too.
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
  let target: FileTarget | undefined;
  try {
    const bucket = options.openStore?.();
    if (bucket) {
      if (bucket.kind !== 's3') throw new Error('openStore is for a bucket; disk is the default');
      // DATA_DIR was empty: whatever the store made there is its own, and goes on failure.
      if (fs.existsSync(dataDir))
        placed.push(...fs.readdirSync(dataDir).map((e) => path.join(dataDir, e)));
      await assertEmptyBucket(bucket);
    }
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
    if (bucket) {
      target = bucketTarget(bucket, staging);
    } else {
      for (const v of ['public', 'private', 'tmp'])
        fs.mkdirSync(path.join(staging, 'storage', v), { recursive: true });
      target = stagingTarget(staging);
    }
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

    const loaded = await load(file, records, header, staging, target, work);

    for (const table of header.tables) {
      const count = await sql<{ n: number | string }>`
        select count(*) as n from ${sql.table(table.name)}`.execute(work);
      if (Number(count.rows[0]?.n) !== table.rows)
        throw new BackupError(
          `${table.name} holds ${String(count.rows[0]?.n)} rows after the restore, not ${table.rows}.`,
        );
    }
    await target.verify(loaded.files);
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
    const signingKey = loaded.secrets.includes('signing.key')
      ? Buffer.from(fs.readFileSync(path.join(dataDir, 'signing.key'), 'utf8'), 'hex')
      : undefined;
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
      signingKey,
    };
  } catch (error) {
    if (trx)
      await trx
        .rollback()
        .execute()
        .catch(() => undefined);
    if (!committed) {
      const left = (await target?.discard()) ?? [];
      if (staging) fs.rmSync(staging, { recursive: true, force: true });
      for (const p of placed) fs.rmSync(p, { recursive: true, force: true });
      if (createdDir) fs.rmSync(dataDir, { recursive: true, force: true });
      if (left.length > 0)
        throw new BackupError(
          `${(error as Error).message} The restore could not remove ${left.length} files it ` +
            `had written to the bucket (${left.slice(0, 3).join(', ')}${left.length > 3 ? ', …' : ''}): ` +
            'remove them before restoring again.',
        );
    }
    throw error;
  } finally {
    await records?.return(undefined);
    await database?.close();
  }
}
