import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { KEY } from '../../features/files/file-store.js';
import { BackupError, CHUNK_BYTES, storagePath, type openWriter } from './format.js';

// The stored files of a backup: held open from the snapshot on, copied into the backup file in
// chunks with their hash; and the finished backup given its name.

/**
 * Files held open from the moment the snapshot is taken: a write that replaces or deletes one
 * afterwards unlinks it, but an open file keeps its bytes. Beyond this many, files are opened
 * when their turn comes, and one deleted in between makes the backup start again.
 */
export const PIN_LIMIT = 4096;
/** A stored file of the snapshot that is no longer on disk. */
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
 * Opens a stored file of the snapshot. Missing: a write deleted it after the snapshot
 * (FileVanished). Out of file descriptors while pinning: undefined, the rest wait their turn.
 */
export async function openStored(
  dataDir: string,
  row: FileRow,
  pinning: boolean,
): Promise<fs.promises.FileHandle | undefined> {
  if (!KEY.test(row.key) || !['public', 'private'].includes(row.visibility))
    throw new BackupError(
      `stored_files id ${row.id} names no valid stored file (${row.visibility}/${row.key}).`,
    );
  const relative = path.join(...storagePath(row.visibility, row.key));
  try {
    return await fs.promises.open(path.join(dataDir, relative), 'r');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new FileVanished(row.id, relative);
    if (pinning && (code === 'EMFILE' || code === 'ENFILE')) return undefined;
    throw error;
  }
}

/** Copies one stored file, held open, into the backup; closes it and returns its size. */
export async function copyStoredFile(
  writer: Awaited<ReturnType<typeof openWriter>>,
  row: FileRow,
  handle: fs.promises.FileHandle,
): Promise<number> {
  try {
    await writer.write({ type: 'file', id: row.id, key: row.key, visibility: row.visibility });
    const hash = createHash('sha256');
    const buffer = Buffer.alloc(CHUNK_BYTES);
    let size = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, size);
      if (bytesRead === 0) break;
      const chunk = buffer.subarray(0, bytesRead);
      hash.update(chunk);
      size += bytesRead;
      await writer.write({ type: 'data', data: chunk.toString('base64') });
    }
    await writer.write({ type: 'file-end', size, sha256: hash.digest('hex') });
    return size;
  } finally {
    await handle.close();
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
