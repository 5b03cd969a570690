import { sql, type Kysely } from 'kysely';
import type { CategoryRow, Database } from '../../db/schema.js';

/** Every SQL statement about categories (global, shared by all companies). */
export function categoriesRepository(db: Kysely<Database>) {
  return {
    list(): Promise<CategoryRow[]> {
      return db.selectFrom('categories').selectAll().orderBy('sort_order').orderBy('id').execute();
    },
    find(id: number): Promise<CategoryRow | undefined> {
      return db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async nameTaken(name: string, exceptId?: number): Promise<boolean> {
      let q = db.selectFrom('categories').select('id').where('name', '=', name);
      if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
      return (await q.executeTakeFirst()) !== undefined;
    },
    /** Whether another category has this English name, letter case aside. */
    async englishNameTaken(nameEn: string, exceptId?: number): Promise<boolean> {
      let q = db
        .selectFrom('categories')
        .select('id')
        .where(sql<string>`lower(name_en)`, '=', nameEn.toLowerCase());
      if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
      return (await q.executeTakeFirst()) !== undefined;
    },
    async insert(values: Omit<CategoryRow, 'id' | 'sort_order'>): Promise<number> {
      const max = await db
        .selectFrom('categories')
        .select((eb) => eb.fn.max('sort_order').as('m'))
        .executeTakeFirst();
      const r = await db
        .insertInto('categories')
        .values({ ...values, sort_order: Number(max?.m ?? 0) + 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return r.id;
    },
    async update(id: number, values: Partial<Omit<CategoryRow, 'id'>>) {
      await db.updateTable('categories').set(values).where('id', '=', id).execute();
    },
    async delete(id: number) {
      await db.deleteFrom('categories').where('id', '=', id).execute();
    },
    async ids(): Promise<number[]> {
      return (await db.selectFrom('categories').select('id').execute()).map((r) => r.id);
    },
    async setOrder(id: number, order: number) {
      await db.updateTable('categories').set({ sort_order: order }).where('id', '=', id).execute();
    },
  };
}
