import { sql, type Kysely } from 'kysely';
import { COMMON_BRANCHES } from '@karyayojana/contracts';
import type { Database } from '../../db/schema.js';
import { lookupId } from '../../lib/ids.js';
import { readIdList } from '../../lib/id-list.js';

/** Every SQL statement about a municipality's wards and branches (migration 016). */
export function organisationRepository(db: Kysely<Database>) {
  return {
    async wardCount(companyId: number): Promise<number | null> {
      const row = await db
        .selectFrom('companies')
        .select('ward_count')
        .where('id', '=', lookupId(companyId))
        .executeTakeFirst();
      return row?.ward_count ?? null;
    },
    async setWardCount(companyId: number, count: number) {
      await db
        .updateTable('companies')
        .set({ ward_count: count })
        .where('id', '=', companyId)
        .execute();
    },
    wardOffices(companyId: number) {
      return db
        .selectFrom('ward_offices')
        .selectAll()
        .where('company_id', '=', companyId)
        .orderBy('number')
        .execute();
    },
    async saveWardOffice(
      companyId: number,
      number: number,
      values: { office_name: string | null; contact: string | null },
      now: string,
    ) {
      await db
        .insertInto('ward_offices')
        .values({ company_id: companyId, number, ...values, updated_at: now })
        .onConflict((oc) =>
          oc.columns(['company_id', 'number']).doUpdateSet({ ...values, updated_at: now }),
        )
        .execute();
    },
    /** Events per ward (of one fiscal year, or all). */
    async eventsPerWard(companyId: number, fiscalYearId?: number) {
      let q = db
        .selectFrom('event_wards as ew')
        .innerJoin('events as e', 'e.id', 'ew.event_id')
        .select(['ew.ward', (eb) => eb.fn.countAll<number>().as('n')])
        .where('ew.company_id', '=', companyId)
        .groupBy('ew.ward');
      if (fiscalYearId) q = q.where('e.fiscal_year_id', '=', lookupId(fiscalYearId));
      return new Map((await q.execute()).map((r) => [r.ward, Number(r.n)]));
    },
    /** The highest ward number any event or officer of the municipality names. */
    async highestWardInUse(companyId: number): Promise<number> {
      const row = await db
        .selectFrom('event_wards')
        .select((eb) => eb.fn.max('ward').as('m'))
        .where('company_id', '=', companyId)
        .executeTakeFirst();
      return Number(row?.m ?? 0);
    },

    branches(companyId: number) {
      return db
        .selectFrom('branches')
        .selectAll()
        .where('company_id', '=', lookupId(companyId))
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
    },
    findBranch(id: number) {
      return db
        .selectFrom('branches')
        .selectAll()
        .where('id', '=', lookupId(id))
        .executeTakeFirst();
    },
    async eventsPerBranch(companyId: number) {
      const rows = await db
        .selectFrom('events')
        .select(['branch_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('company_id', '=', companyId)
        .where('branch_id', 'is not', null)
        .groupBy('branch_id')
        .execute();
      return new Map(rows.map((r) => [r.branch_id as number, Number(r.n)]));
    },
    async branchNameTaken(companyId: number, name: string, exceptId?: number) {
      let q = db
        .selectFrom('branches')
        .select('id')
        .where('company_id', '=', companyId)
        .where(sql`lower(name)`, '=', name.toLowerCase());
      if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
      return (await q.executeTakeFirst()) !== undefined;
    },
    async insertBranch(values: {
      company_id: number;
      name: string;
      name_en: string | null;
      active: number;
      now: string;
    }): Promise<number> {
      const last = await db
        .selectFrom('branches')
        .select((eb) => eb.fn.max('sort_order').as('m'))
        .where('company_id', '=', values.company_id)
        .executeTakeFirst();
      const row = await db
        .insertInto('branches')
        .values({
          company_id: values.company_id,
          name: values.name,
          name_en: values.name_en,
          active: values.active,
          sort_order: Number(last?.m ?? 0) + 1,
          created_at: values.now,
          updated_at: values.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async updateBranch(
      id: number,
      values: { name?: string; name_en?: string | null; active?: number; sort_order?: number },
      now: string,
    ) {
      await db
        .updateTable('branches')
        .set({ ...values, updated_at: now })
        .where('id', '=', id)
        .execute();
    },
    async deleteBranch(id: number) {
      await db.deleteFrom('branches').where('id', '=', id).execute();
    },
    /** Whether any event (in the trash too) or officer names the branch. */
    async branchInUse(companyId: number, id: number): Promise<boolean> {
      const event = await db
        .selectFrom('events')
        .select('id')
        .where('branch_id', '=', id)
        .executeTakeFirst();
      if (event) return true;
      const officers = await db
        .selectFrom('users')
        .select('scope_branch_ids')
        .where('company_id', '=', companyId)
        .where('scope_branch_ids', 'is not', null)
        .execute();
      return officers.some((o) => readIdList(o.scope_branch_ids).includes(id));
    },
    /** The common branches, for a new municipality (inside its creating transaction). */
    async seedCommonBranches(companyId: number, now: string) {
      await db
        .insertInto('branches')
        .values(
          COMMON_BRANCHES.map((b, i) => ({
            company_id: companyId,
            name: b.name,
            name_en: b.name_en,
            sort_order: i + 1,
            active: 1,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    },
  };
}
export type OrganisationRepository = ReturnType<typeof organisationRepository>;
