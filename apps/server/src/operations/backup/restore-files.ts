import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FileStore, Visibility } from '../../features/files/file-store.js';
import { BackupError, storagePath } from './format.js';

// Where a restore puts the stored files: the staging folder in DATA_DIR (renamed into place
// with the rest), or the bucket of the target's configuration.

export interface LoadedFile {
  id: number;
  key: string;
  visibility: Visibility;
  size: number;
  sha256: string;
}

export interface FileTarget {
  /** The new local file a stored file's bytes go to while they are checked. */
  localPath(visibility: Visibility, key: string): string;
  /** The file at `local` matched the backup's size and SHA-256: give it to the store. */
  keep(file: LoadedFile, local: string): Promise<void>;
  /** Reads every kept file back from where it now lives and checks its SHA-256 again. */
  verify(files: LoadedFile[]): Promise<void>;
  /**
   * Removes every file it kept, after a failure; returns those it could not remove. (The staging
   * folder goes as a whole: nothing to do here.)
   */
  discard(): Promise<string[]>;
}

/** DATA_DIR/.restore-*: the storage folder built beside the database, renamed into place. */
export function stagingTarget(staging: string): FileTarget {
  const local = (visibility: Visibility, key: string) =>
    path.join(staging, ...storagePath(visibility, key));
  return {
    localPath: local,
    keep: () => Promise.resolve(),
    async verify(files) {
      for (const f of files) {
        const full = local(f.visibility, f.key);
        if ((await sha256(fs.createReadStream(full))) !== f.sha256)
          throw new Error(`${full} does not read back as written`);
      }
    },
    discard: () => Promise.resolve([]),
  };
}

/**
 * A bucket that holds no stored file yet. Each file is checked locally (one at a time in the
 * staging folder, so DATA_DIR needs room for the largest file, not for all of them), then
 * written to the bucket under its own key; every object written is remembered, so that a
 * failure can take them all away again.
 */
export function bucketTarget(store: FileStore, staging: string): FileTarget {
  const written: { key: string; visibility: Visibility }[] = [];
  return {
    localPath: (_visibility, key) => path.join(staging, `${key}.part`),
    async keep(file, local) {
      // Remembered before the write: a write cut off half way may still leave an object.
      written.push({ key: file.key, visibility: file.visibility });
      await store.write(file.key, file.visibility, fs.createReadStream(local), file.size);
      await fs.promises.rm(local);
    },
    async verify(files) {
      for (const f of files) {
        const body = await store.open(f.key, f.visibility);
        if (!body || (await sha256(body)) !== f.sha256)
          throw new Error(`${f.visibility}/${f.key} does not read back from the bucket as written`);
      }
    },
    async discard() {
      const left: string[] = [];
      for (const { key, visibility } of written.splice(0)) {
        await store.delete(key, visibility).catch(() => left.push(`${visibility}/${key}`));
      }
      return left;
    },
  };
}

/**
 * A restore goes into a bucket with no stored file in it, as into an empty DATA_DIR: it must
 * neither mix two installations' files nor remove files it did not write when it fails.
 */
export async function assertEmptyBucket(store: FileStore): Promise<void> {
  const found: string[] = [];
  for (const visibility of ['public', 'private'] as const)
    for (const key of await store.list(visibility, Infinity)) found.push(`${visibility}/${key}`);
  if (found.length > 0)
    throw new BackupError(
      `The bucket holds stored files already (${found.slice(0, 3).join(', ')}` +
        `${found.length > 3 ? ', …' : ''}): a restore needs a bucket with no files under ` +
        'public/ or private/.',
    );
}

async function sha256(body: Readable): Promise<string> {
  const hash = createHash('sha256');
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) hash.update(chunk);
  } finally {
    body.destroy();
  }
  return hash.digest('hex');
}
