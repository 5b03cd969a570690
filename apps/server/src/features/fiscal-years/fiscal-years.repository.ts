import type { Kysely } from 'kysely';
import type { Database, FiscalYearRow } from '../../db/schema.js';

/** Every SQL statement about fiscal years (global, shared by all companies). */
export function fiscalYearsRepository(db: Kysely<Database>) {
  return {
    list(): Promise<FiscalYearRow[]> {
      return db
        .selectFrom('fiscal_years')
        .selectAll()
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
    },
    find(id: number): Promise<FiscalYearRow | undefined> {
      return db.selectFrom('fiscal_years').selectAll().where('id', '=', id).executeTakeFirst();
    },
    active(): Promise<FiscalYearRow | undefined> {
      return db
        .selectFrom('fiscal_years')
        .selectAll()
        .where('status', '=', 1)
        .orderBy('id')
        .executeTakeFirst();
    },
    async yearTaken(year: string, exceptId?: number): Promise<boolean> {
      let q = db.selectFrom('fiscal_years').select('id').where('year', '=', year);
      if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
      return (await q.executeTakeFirst()) !== undefined;
    },
    async nextOrder(): Promise<number> {
      const r = await db
        .selectFrom('fiscal_years')
        .select((eb) => eb.fn.max('sort_order').as('m'))
        .executeTakeFirst();
      return Number(r?.m ?? 0) + 1;
    },
    async insert(values: Omit<FiscalYearRow, 'id'>): Promise<number> {
      const r = await db
        .insertInto('fiscal_years')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return r.id;
    },
    async update(id: number, values: Partial<Omit<FiscalYearRow, 'id'>>) {
      await db.updateTable('fiscal_years').set(values).where('id', '=', id).execute();
    },
    /** Only one fiscal year is active: every other one is set inactive. */
    async deactivateOthers(id: number) {
      await db
        .updateTable('fiscal_years')
        .set({ status: 0 })
        .where('id', '!=', id)
        .where('status', '=', 1)
        .execute();
    },
    async hasEvents(id: number): Promise<boolean> {
      const r = await db
        .selectFrom('events')
        .select('id')
        .where('fiscal_year_id', '=', id)
        .limit(1)
        .executeTakeFirst();
      return r !== undefined;
    },
    async delete(id: number) {
      await db.deleteFrom('fiscal_years').where('id', '=', id).execute();
    },
    async ids(): Promise<number[]> {
      return (await db.selectFrom('fiscal_years').select('id').execute()).map((r) => r.id);
    },
    async setOrder(id: number, order: number) {
      await db
        .updateTable('fiscal_years')
        .set({ sort_order: order })
        .where('id', '=', id)
        .execute();
    },
  };
}
