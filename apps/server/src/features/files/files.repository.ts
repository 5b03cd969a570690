import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Visibility } from './file-store.js';

/** Every SQL statement about stored files. */
export function filesRepository(db: Kysely<Database>) {
  return {
    async insert(row: {
      companyId: number | null;
      key: string;
      originalName: string;
      mime: string;
      size: number;
      visibility: Visibility;
      now: string;
    }): Promise<number> {
      const r = await db
        .insertInto('stored_files')
        .values({
          company_id: row.companyId,
          key: row.key,
          original_name: row.originalName,
          mime: row.mime,
          size: row.size,
          visibility: row.visibility,
          created_at: row.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return r.id;
    },

    async byIds(ids: number[]) {
      if (ids.length === 0) return [];
      return db.selectFrom('stored_files').selectAll().where('id', 'in', ids).execute();
    },

    async byKey(key: string) {
      return db.selectFrom('stored_files').selectAll().where('key', '=', key).executeTakeFirst();
    },

    async ofCompany(companyId: number) {
      return db
        .selectFrom('stored_files')
        .select(['id', 'key', 'visibility'])
        .where('company_id', '=', companyId)
        .execute();
    },

    /** Deletes rows; returns what must leave the disk once the transaction commits. */
    async deleteByIds(ids: number[]): Promise<{ key: string; visibility: Visibility }[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('stored_files')
        .select(['key', 'visibility'])
        .where('id', 'in', ids)
        .execute();
      await db.deleteFrom('stored_files').where('id', 'in', ids).execute();
      return rows.map((r) => ({ key: r.key, visibility: r.visibility as Visibility }));
    },

    /** Whether a live task or other document points at the file (not one in the trash). */
    async isLive(id: number): Promise<boolean> {
      const task = await db
        .selectFrom('tasks')
        .select('id')
        .where('file_id', '=', id)
        .executeTakeFirst();
      if (task) return true;
      const doc = await db
        .selectFrom('other_documents')
        .select('id')
        .where('file_id', '=', id)
        .executeTakeFirst();
      return !!doc;
    },

    async allKeys(): Promise<Set<string>> {
      const rows = await db.selectFrom('stored_files').select('key').execute();
      return new Set(rows.map((r) => r.key));
    },
  };
}
