import type { Kysely } from 'kysely';
import { lookupId } from '../../lib/ids.js';
import type { Database } from '../../db/schema.js';

const MAX_ID = 2_147_483_647;

export interface CompanyRecord {
  id: number;
  name: string;
  description: string | null;
  address: string | null;
  contact: string | null;
  email: string | null;
  website: string | null;
  province: string | null;
  district: string | null;
  municipality: string | null;
  logo_file_id: number | null;
  sub_logo_file_id: number | null;
  logo: string | null;
  sub_logo: string | null;
  is_owner: number;
  expiry_date: string;
}

export type CompanyValues = Omit<
  CompanyRecord,
  'id' | 'logo' | 'sub_logo' | 'is_owner' | 'logo_file_id' | 'sub_logo_file_id' | 'expiry_date'
>;

/** Every SQL statement about companies (municipalities). */
export function companiesRepository(db: Kysely<Database>) {
  const base = () =>
    db
      .selectFrom('companies as c')
      .leftJoin('stored_files as lf', 'lf.id', 'c.logo_file_id')
      .leftJoin('stored_files as sf', 'sf.id', 'c.sub_logo_file_id')
      .select([
        'c.id',
        'c.name',
        'c.description',
        'c.address',
        'c.contact',
        'c.email',
        'c.website',
        'c.province',
        'c.district',
        'c.municipality',
        'c.logo_file_id',
        'c.sub_logo_file_id',
        'lf.key as logo',
        'sf.key as sub_logo',
        'c.is_owner',
        'c.expiry_date',
      ]);

  return {
    /** Every municipality (not the owner company), by name. */
    list(): Promise<CompanyRecord[]> {
      return base().where('c.is_owner', '=', 0).orderBy('c.name').orderBy('c.id').execute();
    },

    /** How many of `ids` name a company (one query, whatever the number of ids). */
    async countExisting(ids: number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const row = await db
        .selectFrom('companies')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('id', 'in', ids.map(lookupId))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    find(id: number): Promise<CompanyRecord | undefined> {
      // Ids are 32-bit in both databases; PostgreSQL fails on a bigger one instead of not finding it.
      if (!Number.isSafeInteger(id) || id > MAX_ID) return Promise.resolve(undefined);
      return base().where('c.id', '=', id).executeTakeFirst();
    },

    async insert(
      values: CompanyValues & {
        expiry_date: string;
        logo_file_id: number | null;
        sub_logo_file_id: number | null;
        now: string;
      },
    ) {
      const { now, ...rest } = values;
      const row = await db
        .insertInto('companies')
        .values({ ...rest, is_owner: 0, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(
      id: number,
      values: Partial<
        CompanyValues & {
          expiry_date: string;
          logo_file_id: number | null;
          sub_logo_file_id: number | null;
        }
      >,
      now: string,
    ) {
      await db
        .updateTable('companies')
        .set({ ...values, updated_at: now })
        .where('id', '=', id)
        .execute();
    },

    async delete(id: number) {
      await db.deleteFrom('companies').where('id', '=', id).execute();
    },

    async counts() {
      const [companies, users, events] = await Promise.all([
        db
          .selectFrom('companies')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('is_owner', '=', 0)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('events')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { companies: Number(companies.n), users: Number(users.n), events: Number(events.n) };
    },

    async eventCount(companyId: number, fiscalYearId?: number) {
      let q = db
        .selectFrom('events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('company_id', '=', companyId);
      if (fiscalYearId !== undefined) q = q.where('fiscal_year_id', '=', fiscalYearId);
      return Number((await q.executeTakeFirstOrThrow()).n);
    },
  };
}
