import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { isoNow } from '../../lib/clock.js';
import type { FileStore, Visibility } from './file-store.js';
import { filesRepository } from './files.repository.js';
import type { UploadedFile } from './uploads.js';

export interface StoredRef {
  key: string;
  visibility: Visibility;
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
      try {
        for (const upload of uploads) {
          placed.push({
            upload,
            key: await store.put(upload.tempPath, visibility, upload.type.ext),
          });
        }
        const { result, removed } = await ctx.db.transaction().execute(async (trx) => {
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
        await this.removeFromDisk(removed);
        return result;
      } catch (error) {
        await Promise.all(placed.map((p) => store.delete(p.key, visibility)));
        throw error;
      }
    },

    async removeFromDisk(refs: StoredRef[]): Promise<void> {
      await Promise.all(refs.map((r) => store.delete(r.key, r.visibility)));
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
        for (const key of await store.list(visibility, cutoff)) {
          if (!known.has(key)) {
            await store.delete(key, visibility);
            removed++;
          }
        }
      }
      return removed;
    },
  };
}
export type FilesService = ReturnType<typeof filesService>;
