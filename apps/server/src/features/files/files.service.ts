import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { isoNow } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import type { FileStore, Visibility } from './file-store.js';
import { filesRepository } from './files.repository.js';
import type { UploadedFile } from './uploads.js';

export interface StoredRef {
  key: string;
  visibility: Visibility;
}

/**
 * A failure of the store itself (a bucket out of reach, a disk gone): 503 with a plain sentence,
 * since the fault is not the request's and trying again later may work; the store's own error
 * goes to the log.
 */
export function storeUnavailable(cause: unknown): AppError {
  return new AppError('SERVICE_UNAVAILABLE', {
    key: 'error.storeUnavailable',
    headers: { 'retry-after': '30' },
    cause,
  });
}

/** The store's answer, or `storeUnavailable` when the store fails. */
async function fromStore<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw storeUnavailable(error);
  }
}

/**
 * Keeps the failure that ended a write, and beside it (for the log) the removals of its new files
 * that failed too: such a file is left without a row, which the sweep removes later.
 */
function besides(error: unknown, stuck: unknown[]): unknown {
  if (stuck.length === 0) return error;
  const all = new AggregateError(
    [error instanceof AppError && error.cause !== undefined ? error.cause : error, ...stuck],
    'a write failed, and removing the files it had stored failed too',
  );
  return error instanceof AppError
    ? new AppError(error.code, { ...error.options, cause: all })
    : all;
}

/**
 * Writes that add or replace files, without orphans: files are moved into the store first,
 * rows written in one transaction, and only after it commits are replaced files removed.
 * If the transaction fails, the new files are removed again. A crash between the steps can
 * leave only a file without a row, which `sweepOrphans` removes at the next start.
 */
export function filesService(ctx: AppContext, store: FileStore) {
  return {
    async write<T>(
      uploads: UploadedFile[],
      visibility: Visibility,
      companyId: number | null,
      work: (
        trx: Transaction<Database>,
        fileIds: Record<string, number>,
      ) => Promise<{ result: T; obsoleteFileIds?: number[] }>,
    ): Promise<T> {
      const placed: { upload: UploadedFile; key: string }[] = [];
      let committed: { result: T; removed: StoredRef[] };
      try {
        for (const upload of uploads) {
          placed.push({
            upload,
            key: await fromStore(store.put(upload.tempPath, visibility, upload.type.ext)),
          });
        }
        committed = await ctx.db.transaction().execute(async (trx) => {
          const files = filesRepository(trx);
          const ids: Record<string, number> = {};
          for (const { upload, key } of placed) {
            ids[upload.field] = await files.insert({
              companyId,
              key,
              originalName: upload.originalName,
              mime: upload.type.mime,
              size: upload.size,
              visibility,
              now: isoNow(ctx.clock),
            });
          }
          const out = await work(trx, ids);
          return {
            result: out.result,
            removed: await files.deleteByIds(out.obsoleteFileIds ?? []),
          };
        });
      } catch (error) {
        // The new files go again; a removal that fails must not take the place of the failure
        // that brought us here.
        const removals = await Promise.allSettled(
          placed.map((p) => store.delete(p.key, visibility)),
        );
        throw besides(
          error,
          removals.flatMap((r): unknown[] => (r.status === 'rejected' ? [r.reason] : [])),
        );
      }
      // Committed: from here on the new files have their rows and must stay, whatever happens
      // to the removal of the replaced ones (a failed removal leaves those for the sweep).
      await this.removeFromDisk(committed.removed);
      return committed.result;
    },

    /**
     * Removes the files of rows already deleted and committed. The change is made, so a removal
     * that fails does not fail the request: the file has no row, the hourly sweep removes it,
     * and the failure is counted (`file_store_errors_total{operation="delete"}`).
     */
    async removeFromDisk(refs: StoredRef[]): Promise<void> {
      await Promise.allSettled(refs.map((r) => store.delete(r.key, r.visibility)));
    },

    /**
     * Removes stored files that no row points at (left by a crash mid-write). Only files older
     * than `graceMs` go, so an upload in progress in another process is never taken.
     */
    async sweepOrphans(graceMs = 60 * 60_000, db: Kysely<Database> = ctx.db): Promise<number> {
      const cutoff = ctx.clock.now().getTime() - graceMs;
      await store.clearTemp(cutoff);
      const known = await filesRepository(db).allKeys();
      let removed = 0;
      for (const visibility of ['public', 'private'] as const) {
        for (const key of await fromStore(store.list(visibility, cutoff))) {
          if (!known.has(key)) {
            await fromStore(store.delete(key, visibility));
            removed++;
          }
        }
      }
      return removed;
    },
  };
}
export type FilesService = ReturnType<typeof filesService>;
