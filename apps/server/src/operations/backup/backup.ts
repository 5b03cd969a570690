import fs from 'node:fs';
import path from 'node:path';
import { sql, type ControlledTransaction } from 'kysely';
import { openDatabase, type DatabaseHandle, type Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { FileStore } from '../../features/files/file-store.js';
import {
  bucketFiles,
  copyStoredFile,
  diskFiles,
  FileVanished,
  PIN_LIMIT,
  publish,
  type FileRow,
  type StoredFileReader,
} from './backup-files.js';
import {
  BackupError,
  DERIVED_TABLES,
  FORMAT,
  FORMAT_VERSION,
  openWriter,
  tableColumns,
  TABLES,
  type TableInfo,
} from './format.js';

export interface BackupOptions {
  /** The backup file to write; it must not exist. */
  file: string;
  dataDir: string;
  databaseUrl?: string | undefined;
  /** PostgreSQL schema (tests give each file its own). */
  pgSchema?: string;
  /**
   * Opens the file store of a configuration with a bucket (S3_BUCKET: openFileStore). Without
   * it, the files are those of the disk store in DATA_DIR/storage, which the backup reads
   * directly so that it can hold them open. Called once the database is found.
   */
  openStore?: (() => FileStore) | undefined;
  /**
   * The link-signing key in use when SIGNING_KEY is set; the backup carries it instead of
   * DATA_DIR/signing.key, so that links given out before still open after a restore.
   */
  signingKey?: Buffer | undefined;
  /** How often to start again when stored files vanish under the backup (default 5). */
  maxAttempts?: number;
  /** Test seams, run inside the snapshot: once it is taken, and once its files are held open. */
  hooks?: {
    afterSnapshot?(attempt: number): Promise<void>;
    afterPin?(attempt: number): Promise<void>;
  };
}

export interface BackupSummary {
  file: string;
  /** Size of the backup file. */
  bytes: number;
  dialect: Dialect;
  migrations: string[];
  tables: { name: string; rows: number }[];
  rows: number;
  files: number;
  fileBytes: number;
  secrets: string[];
  attempts: number;
}

const PAGE_ROWS = 1000;
const SECRETS = ['signing.key'];

/**
 * Writes one file holding a consistent snapshot of the database and of the stored files,
 * while the server goes on serving and writing.
 *
 * The rows come from one read transaction (SQLite in WAL mode: a read snapshot on a connection
 * of its own; PostgreSQL: repeatable read). A stored file never changes once written and a row
 * never points at a missing file (decision 009: files are deleted only after the transaction
 * that deleted their row commits), so every file the snapshot names is in the store when the
 * snapshot is taken. On disk the backup opens them all right then, and an open file keeps its
 * bytes even if a later write deletes it; a bucket has nothing to hold open, so its objects
 * are fetched in turn. Should one be gone before it is opened, the backup starts again with a
 * fresh snapshot. The output goes to FILE.tmp and is renamed to FILE only when complete and
 * flushed: FILE is never half-written.
 */
export async function createBackup(options: BackupOptions): Promise<BackupSummary> {
  const file = path.resolve(options.file);
  if (fs.existsSync(file))
    throw new BackupError(`${file} exists already: a backup never overwrites a file.`);
  if (!fs.existsSync(path.dirname(file)))
    throw new BackupError(`The folder ${path.dirname(file)} does not exist.`);
  const dataDir = path.resolve(options.dataDir);
  if (!options.databaseUrl && !fs.existsSync(path.join(dataDir, 'karyayojana.sqlite')))
    throw new BackupError(
      `There is no database in ${dataDir} (karyayojana.sqlite is missing): is DATA_DIR right?`,
    );
  const database = openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir,
    ...(options.pgSchema ? { pgSchema: options.pgSchema } : {}),
  });
  try {
    const store = options.openStore?.();
    const files = store?.kind === 's3' ? bucketFiles(store) : diskFiles(dataDir);
    const secrets = readSecrets(dataDir, options.signingKey);
    const maxAttempts = options.maxAttempts ?? 5;
    for (let attempt = 1; ; attempt++) {
      try {
        return await attemptBackup(database, { files, secrets }, file, attempt, options.hooks);
      } catch (error) {
        if (!(error instanceof FileVanished)) throw error;
        // Its row gone too: a write deleted both after the snapshot, so take a new one. Its row
        // still there: the store lost a file the database needs.
        const row = await database.db
          .selectFrom('stored_files')
          .select('id')
          .where('id', '=', error.id)
          .executeTakeFirst();
        if (row) throw new BackupError(files.lost(error));
        if (attempt >= maxAttempts)
          throw new BackupError(
            `Stored files kept being deleted while the backup ran (${attempt} attempts). ` +
              'No backup was written; run it again when the server is quieter.',
          );
      }
    }
  } finally {
    await database.close();
  }
}

/**
 * The secrets a backup carries, by name: the link-signing key in use (SIGNING_KEY, else
 * DATA_DIR/signing.key when the server has made one), as hex.
 */
function readSecrets(dataDir: string, signingKey: Buffer | undefined): Map<string, string> {
  const secrets = new Map<string, string>();
  for (const name of SECRETS) {
    const full = path.join(dataDir, name);
    if (name === 'signing.key' && signingKey) secrets.set(name, signingKey.toString('hex'));
    else if (fs.existsSync(full)) secrets.set(name, fs.readFileSync(full, 'utf8').trim());
  }
  return secrets;
}

async function attemptBackup(
  database: DatabaseHandle,
  source: { files: StoredFileReader; secrets: Map<string, string> },
  file: string,
  attempt: number,
  hooks: BackupOptions['hooks'],
): Promise<BackupSummary> {
  const tmp = `${file}.tmp`;
  const writer = await openWriter(tmp).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      throw new BackupError(
        `${tmp} exists: another backup to ${file} is running, or a stopped one left it behind ` +
          '(then delete it).',
      );
    throw error;
  });
  const { files: reader } = source;
  const pinned = new Map<number, fs.promises.FileHandle>();
  let trx: ControlledTransaction<Database> | undefined;
  try {
    const begin = database.db.startTransaction();
    trx = await (
      database.dialect === 'postgres'
        ? begin.setIsolationLevel('repeatable read').setAccessMode('read only')
        : begin
    ).execute();

    // The first read fixes the snapshot; everything below sees the database as it was then.
    const columns = await tableColumns(trx, database.dialect);
    if (!columns.has('stored_files'))
      throw new BackupError(
        'The database has no कार्ययोजना tables: check DATA_DIR / DATABASE_URL, or start the ' +
          'server once.',
      );
    const unknown = [...columns.keys()].filter(
      (name) => !TABLES.some((t) => t.name === name) && !DERIVED_TABLES.includes(name),
    );
    if (unknown.length > 0)
      throw new Error(
        `Tables unknown to the backup: ${unknown.join(', ')} (add them to operations/backup/format.ts)`,
      );
    const migrations = (
      await sql<{ name: string }>`select name from kysely_migration order by name`.execute(trx)
    ).rows.map((r) => r.name);
    const files: (FileRow & { size: number })[] = await trx
      .selectFrom('stored_files')
      .select(['id', 'key', 'visibility', 'size'])
      .orderBy('id')
      .execute();
    await hooks?.afterSnapshot?.(attempt);
    for (const row of files.slice(0, PIN_LIMIT)) {
      const handle = await reader.pin(row);
      if (!handle) break;
      pinned.set(row.id, handle);
    }
    await hooks?.afterPin?.(attempt);

    const tables: (TableInfo & { key: readonly string[] })[] = [];
    for (const table of TABLES) {
      const cols = columns.get(table.name);
      if (!cols) continue;
      const count = await sql<{ n: number | string }>`
        select count(*) as n from ${sql.table(table.name)}`.execute(trx);
      tables.push({ ...table, columns: cols, rows: Number(count.rows[0]?.n ?? 0) });
    }
    const secrets = [...source.secrets.keys()];
    const fileBytes = files.reduce((sum, f) => sum + f.size, 0);
    await writer.write({
      type: 'header',
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      source: database.dialect,
      migrations,
      tables: tables.map(({ name, columns: c, rows }) => ({ name, columns: c, rows })),
      files: { count: files.length, bytes: fileBytes },
      secrets,
    });

    for (const table of tables) {
      const order = sql.join(table.key.map((k) => sql.ref(k)));
      const select = sql.join(table.columns.map((c) => sql.ref(c)));
      for (let offset = 0; offset < table.rows; offset += PAGE_ROWS) {
        const page = await sql<Record<string, unknown>>`
          select ${select} from ${sql.table(table.name)} order by ${order}
          limit ${PAGE_ROWS} offset ${offset}`.execute(trx);
        for (const row of page.rows)
          await writer.write({
            type: 'row',
            table: table.name,
            values: table.columns.map((c) => row[c]),
          });
      }
    }
    // Every row is out; the files the snapshot names are held open (or opened next).
    await trx.commit().execute();
    trx = undefined;

    let copied = 0;
    for (const row of files) {
      const held = pinned.get(row.id);
      pinned.delete(row.id);
      copied += await copyStoredFile(writer, row, await reader.open(row, held));
    }
    for (const [name, data] of source.secrets) await writer.write({ type: 'secret', name, data });
    await writer.write({ type: 'end', records: writer.records });
    await writer.finish();
    await publish(tmp, file);
    return {
      file,
      bytes: fs.statSync(file).size,
      dialect: database.dialect,
      migrations,
      tables: tables.map((t) => ({ name: t.name, rows: t.rows })),
      rows: tables.reduce((sum, t) => sum + t.rows, 0),
      files: files.length,
      fileBytes: copied,
      secrets,
      attempts: attempt,
    };
  } catch (error) {
    await Promise.all([...pinned.values()].map((h) => h.close()));
    if (trx)
      await trx
        .rollback()
        .execute()
        .catch(() => undefined);
    await writer.abort();
    throw error;
  }
}
