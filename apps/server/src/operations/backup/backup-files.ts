import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { KEY, type FileStore, type Visibility } from '../../features/files/file-store.js';
import { BackupError, CHUNK_BYTES, storagePath, type openWriter } from './format.js';

// The stored files of a backup: held open from the snapshot on (disk) or fetched in turn (a
// bucket), copied into the backup file in chunks with their hash; and the finished backup given
// its name.

/**
 * Files held open from the moment the snapshot is taken: a write that replaces or deletes one
 * afterwards unlinks it, but an open file keeps its bytes. Beyond this many, files are opened
 * when their turn comes, and one deleted in between makes the backup start again.
 */
export const PIN_LIMIT = 4096;
/** A stored file of the snapshot that is no longer in the store. */
export class FileVanished extends Error {
  constructor(
    readonly id: number,
    readonly relative: string,
  ) {
    super(`${relative} vanished`);
  }
}

export interface FileRow {
  id: number;
  key: string;
  visibility: string;
}

/**
 * How the backup reads the stored files of its snapshot. Disk: held open from the snapshot on
 * (`pin`), so a later delete cannot take their bytes. A bucket has no open handle to hold:
 * each object is fetched when its turn comes, and one deleted in between makes the backup
 * start again (FileVanished), as a disk file that could not be pinned does.
 */
export interface StoredFileReader {
  /** Holds a file open now; undefined when it must wait its turn (no handles left, a bucket). */
  pin(row: FileRow): Promise<fs.promises.FileHandle | undefined>;
  /** The file's bytes, from the handle `pin` gave or opened now; FileVanished when it is gone. */
  open(row: FileRow, pinned: fs.promises.FileHandle | undefined): Promise<Readable>;
  /** The operator's message for a file the database names and the store has lost. */
  lost(error: FileVanished): string;
}

/** The files of the disk store, under DATA_DIR/storage. */
export function diskFiles(dataDir: string): StoredFileReader {
  return {
    pin: (row) => openStored(dataDir, row, true),
    async open(row, pinned) {
      const handle = pinned ?? (await openStored(dataDir, row, false));
      if (!handle) throw new Error('unreachable: a file that could not be opened');
      // The stream closes the handle when it ends or is destroyed.
      return handle.createReadStream({ start: 0, highWaterMark: CHUNK_BYTES });
    },
    lost: (error) =>
      `The stored file ${error.relative} (stored_files id ${error.id}) is missing from ` +
      `${dataDir}: the data directory is damaged. No backup was written.`,
  };
}

/** The objects of a bucket (or any store without file handles to hold), read through it. */
export function bucketFiles(store: FileStore): StoredFileReader {
  return {
    pin: () => Promise.resolve(undefined),
    async open(row) {
      const visibility = checkRow(row);
      const body = await store.open(row.key, visibility);
      if (!body) throw new FileVanished(row.id, `${visibility}/${row.key}`);
      return body;
    },
    lost: (error) =>
      `The stored file ${error.relative} (stored_files id ${error.id}) is missing from the ` +
      'bucket: the bucket has lost a file the database needs. No backup was written.',
  };
}

/** A row's visibility, once its key and visibility are known to name a stored file. */
function checkRow(row: FileRow): Visibility {
  if (!KEY.test(row.key) || (row.visibility !== 'public' && row.visibility !== 'private'))
    throw new BackupError(
      `stored_files id ${row.id} names no valid stored file (${row.visibility}/${row.key}).`,
    );
  return row.visibility;
}

/**
 * Opens a stored file of the snapshot. Missing: a write deleted it after the snapshot
 * (FileVanished). Out of file descriptors while pinning: undefined, the rest wait their turn.
 */
async function openStored(
  dataDir: string,
  row: FileRow,
  pinning: boolean,
): Promise<fs.promises.FileHandle | undefined> {
  const relative = path.join(...storagePath(checkRow(row), row.key));
  try {
    return await fs.promises.open(path.join(dataDir, relative), 'r');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new FileVanished(row.id, relative);
    if (pinning && (code === 'EMFILE' || code === 'ENFILE')) return undefined;
    throw error;
  }
}

/**
 * Copies one stored file into the backup in `data` records of at most CHUNK_BYTES (a bucket's
 * stream comes in pieces of any size), and returns its size. The stream is closed either way.
 */
export async function copyStoredFile(
  writer: Awaited<ReturnType<typeof openWriter>>,
  row: FileRow,
  body: Readable,
): Promise<number> {
  try {
    await writer.write({ type: 'file', id: row.id, key: row.key, visibility: row.visibility });
    const hash = createHash('sha256');
    let size = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const emit = async (chunk: Buffer) => {
      hash.update(chunk);
      size += chunk.length;
      await writer.write({ type: 'data', data: chunk.toString('base64') });
    };
    for await (const piece of body as AsyncIterable<Buffer>) {
      pending.push(piece);
      pendingBytes += piece.length;
      if (pendingBytes < CHUNK_BYTES) continue;
      let joined = Buffer.concat(pending);
      while (joined.length >= CHUNK_BYTES) {
        await emit(joined.subarray(0, CHUNK_BYTES));
        joined = joined.subarray(CHUNK_BYTES);
      }
      pending = [joined];
      pendingBytes = joined.length;
    }
    if (pendingBytes > 0) await emit(Buffer.concat(pending));
    await writer.write({ type: 'file-end', size, sha256: hash.digest('hex') });
    return size;
  } finally {
    body.destroy();
  }
}

/** Gives the finished backup its name without ever replacing a file of that name. */
export async function publish(tmp: string, file: string): Promise<void> {
  try {
    await fs.promises.link(tmp, file);
    await fs.promises.rm(tmp);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') {
      await fs.promises.rm(tmp, { force: true });
      throw new BackupError(`${file} appeared while the backup ran: it was left alone.`);
    }
    // A file system without hard links: check, then rename.
    if (fs.existsSync(file)) {
      await fs.promises.rm(tmp, { force: true });
      throw new BackupError(`${file} appeared while the backup ran: it was left alone.`);
    }
    await fs.promises.rename(tmp, file);
  }
  // The new name itself must survive a power cut.
  const dir = await fs.promises.open(path.dirname(file), 'r').catch(() => undefined);
  await dir?.sync().catch(() => undefined);
  await dir?.close();
}
