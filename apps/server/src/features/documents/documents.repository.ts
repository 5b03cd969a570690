import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.js';
import { lookupId } from '../../lib/ids.js';

/** Every SQL statement about other documents. */
export function documentsRepository(db: Kysely<Database>) {
  const base = () =>
    db
      .selectFrom('other_documents as d')
      .leftJoin('stored_files as f', 'f.id', 'd.file_id')
      .select([
        'd.id',
        'd.company_id',
        'd.name',
        'd.remarks',
        'd.file_id',
        'd.created_at',
        'f.key as file_key',
        'f.original_name as file_name',
        'f.size as file_size',
        'f.mime as file_mime',
      ]);
  const search = (companyId: number, q?: string) => {
    let query = base().where('d.company_id', '=', lookupId(companyId));
    if (q) {
      const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) =>
        eb.or([
          sql<SqlBool>`lower(d.name) like ${pattern} escape '\\'`,
          sql<SqlBool>`lower(coalesce(d.remarks, '')) like ${pattern} escape '\\'`,
        ]),
      );
    }
    return query;
  };
  return {
    list(companyId: number, q: string | undefined, limit: number, offset: number) {
      return search(companyId, q).orderBy('d.id', 'desc').limit(limit).offset(offset).execute();
    },
    async count(companyId: number, q?: string): Promise<number> {
      const rows = await search(companyId, q)
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .execute();
      return Number(rows[0]?.n ?? 0);
    },
    find(id: number) {
      return base().where('d.id', '=', id).executeTakeFirst();
    },
    async insert(
      companyId: number,
      name: string,
      remarks: string | null,
      fileId: number | null,
      now: string,
    ) {
      const r = await db
        .insertInto('other_documents')
        .values({
          company_id: companyId,
          name,
          remarks,
          file_id: fileId,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return r.id;
    },
    async update(
      id: number,
      values: { name: string; remarks: string | null; file_id?: number },
      now: string,
    ) {
      await db
        .updateTable('other_documents')
        .set({ ...values, updated_at: now })
        .where('id', '=', id)
        .execute();
    },
    async delete(id: number) {
      await db.deleteFrom('other_documents').where('id', '=', id).execute();
    },
  };
}
