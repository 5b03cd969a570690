import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { KEY } from '../../features/files/file-store.js';
import { BackupError, type Header } from './format.js';
import type { FileTarget, LoadedFile } from './restore-files.js';

/** Rows per INSERT: well under SQLite's and PostgreSQL's limits on parameters. */
const PARAMETERS_PER_INSERT = 4000;

/**
 * Reads the records after the header: rows into the transaction; files into a local file each,
 * given to the target once its size and SHA-256 match; secrets into staging.
 */
export async function load(
  file: string,
  records: AsyncGenerator<Record<string, unknown>>,
  header: Header,
  staging: string,
  target: FileTarget,
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
        local: string;
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
        // The name comes from the file: it must be a stored key in one of the two folders, or
        // it could point anywhere.
        if (
          !row ||
          row.key !== key ||
          row.visibility !== visibility ||
          !KEY.test(key) ||
          (visibility !== 'public' && visibility !== 'private')
        )
          throw damaged(`file ${id} does not match its stored_files row`);
        if (seen.has(id)) throw damaged(`file ${id} appears twice`);
        const local = target.localPath(visibility, key);
        current = {
          id,
          key,
          visibility,
          local,
          handle: await fs.promises.open(local, 'wx', 0o600),
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
        const loaded: LoadedFile = {
          id: current.id,
          key: current.key,
          visibility: current.visibility,
          size: current.size,
          sha256,
        };
        const { local } = current;
        current = undefined;
        await target.keep(loaded, local);
        files.push(loaded);
        seen.add(loaded.id);
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
