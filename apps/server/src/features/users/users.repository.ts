import type { Kysely } from 'kysely';
import type { RoleName } from '@karyayojana/contracts';
import type { Database } from '../../db/schema.js';
import { writeIdList } from '../../lib/id-list.js';

export interface UserProfileRow {
  id: number;
  name: string;
  email: string;
  company_id: number;
  role: RoleName;
  company_name: string;
  company_description: string | null;
  company_address: string | null;
  company_contact: string | null;
  company_email: string | null;
  company_website: string | null;
  company_province: string | null;
  company_district: string | null;
  company_municipality: string | null;
  company_expiry_date: string;
  company_is_owner: number;
  logo: string | null;
  sub_logo: string | null;
  active: number;
  scope_wards: string | null;
  scope_branch_ids: string | null;
  can_plan: number;
}

/** Every SQL statement about users and their roles. */
export function usersRepository(db: Kysely<Database>) {
  const profiles = () =>
    db
      .selectFrom('users as u')
      .innerJoin('roles as r', 'r.id', 'u.role_id')
      .innerJoin('companies as c', 'c.id', 'u.company_id')
      .leftJoin('stored_files as lf', 'lf.id', 'c.logo_file_id')
      .leftJoin('stored_files as sf', 'sf.id', 'c.sub_logo_file_id')
      .select([
        'u.id',
        'u.name',
        'u.email',
        'u.company_id',
        'r.name as role',
        'c.name as company_name',
        'c.description as company_description',
        'c.address as company_address',
        'c.contact as company_contact',
        'c.email as company_email',
        'c.website as company_website',
        'c.province as company_province',
        'c.district as company_district',
        'c.municipality as company_municipality',
        'c.expiry_date as company_expiry_date',
        'c.is_owner as company_is_owner',
        'lf.key as logo',
        'sf.key as sub_logo',
        'u.active',
        'u.scope_wards',
        'u.scope_branch_ids',
        'u.can_plan',
      ]);

  return {
    async findCredentials(emailKey: string) {
      return db
        .selectFrom('users')
        .select(['id', 'password_hash'])
        .where('email_key', '=', emailKey)
        .executeTakeFirst();
    },

    async findPasswordHash(userId: number) {
      const row = await db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', userId)
        .executeTakeFirst();
      return row?.password_hash;
    },

    async findProfile(userId: number): Promise<UserProfileRow | undefined> {
      const row = await profiles().where('u.id', '=', userId).executeTakeFirst();
      return row as UserProfileRow | undefined;
    },

    async roleId(role: RoleName): Promise<number> {
      const row = await db
        .selectFrom('roles')
        .select('id')
        .where('name', '=', role)
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async emailTaken(emailKey: string, exceptUserId?: number): Promise<boolean> {
      let q = db.selectFrom('users').select('id').where('email_key', '=', emailKey);
      if (exceptUserId !== undefined) q = q.where('id', '!=', exceptUserId);
      return (await q.executeTakeFirst()) !== undefined;
    },

    async insert(user: {
      companyId: number;
      roleId: number;
      name: string;
      email: string;
      passwordHash: string;
      now: string;
      active?: boolean;
      scopeWards?: readonly number[];
      scopeBranchIds?: readonly number[];
      canPlan?: boolean;
    }): Promise<number> {
      const row = await db
        .insertInto('users')
        .values({
          company_id: user.companyId,
          role_id: user.roleId,
          name: user.name,
          email: user.email,
          email_key: user.email.toLowerCase(),
          password_hash: user.passwordHash,
          active: user.active === false ? 0 : 1,
          scope_wards: writeIdList(user.scopeWards),
          scope_branch_ids: writeIdList(user.scopeBranchIds),
          can_plan: user.canPlan ? 1 : 0,
          created_at: user.now,
          updated_at: user.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async setPassword(userId: number, passwordHash: string, now: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: now })
        .where('id', '=', userId)
        .execute();
    },

    async findIdByEmail(emailKey: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('email_key', '=', emailKey)
        .executeTakeFirst();
      return row?.id;
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;

/** The Super-Admin's user list and user rows, with company names: one query each. */
export function usersAdminRepository(db: Kysely<Database>) {
  const rows = () =>
    db
      .selectFrom('users as u')
      .innerJoin('roles as r', 'r.id', 'u.role_id')
      .innerJoin('companies as c', 'c.id', 'u.company_id')
      .select([
        'u.id',
        'u.name',
        'u.email',
        'u.company_id',
        'c.name as company_name',
        'c.is_owner',
        'r.name as role',
        'u.active',
        'u.scope_wards',
        'u.scope_branch_ids',
        'u.can_plan',
      ]);
  return {
    /** Every user, or one municipality's. */
    list(companyId?: number) {
      let query = rows();
      if (companyId !== undefined) query = query.where('u.company_id', '=', companyId);
      return query.orderBy('c.name').orderBy('u.name').orderBy('u.id').execute();
    },
    find(id: number) {
      return rows().where('u.id', '=', id).executeTakeFirst();
    },
    async update(
      id: number,
      values: {
        name: string;
        email: string;
        companyId: number;
        roleId: number;
        now: string;
        active: boolean;
        scopeWards: readonly number[];
        scopeBranchIds: readonly number[];
        canPlan: boolean;
      },
    ) {
      await db
        .updateTable('users')
        .set({
          name: values.name,
          email: values.email,
          email_key: values.email.toLowerCase(),
          company_id: values.companyId,
          role_id: values.roleId,
          active: values.active ? 1 : 0,
          scope_wards: writeIdList(values.scopeWards),
          scope_branch_ids: writeIdList(values.scopeBranchIds),
          can_plan: values.canPlan ? 1 : 0,
          updated_at: values.now,
        })
        .where('id', '=', id)
        .execute();
    },
    async delete(id: number) {
      await db.deleteFrom('users').where('id', '=', id).execute();
    },
    async countSuperAdmins(): Promise<number> {
      const r = await db
        .selectFrom('users as u')
        .innerJoin('roles as r', 'r.id', 'u.role_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('r.name', '=', 'Super-Admin')
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
  };
}
