import type { z } from 'zod';
import {
  PERMISSIONS,
  roleMay,
  type RoleName,
  type UserListItem,
  type setUserPassword,
  type userRegister,
  type userUpdate,
} from '@karyayojana/contracts';
import type { AppContext } from '../../context.js';
import { isoNow } from '../../lib/clock.js';
import { changesOf, recordActivity } from '../../lib/activity.js';
import { notFound, fieldError, conflict } from '../../lib/errors.js';
import { authorize, companyFor, type Actor } from '../../lib/access.js';
import { hashPassword } from '../auth/passwords.js';
import { tokensRepository } from '../auth/tokens.repository.js';
import { companiesRepository } from '../companies/companies.repository.js';
import { usersAdminRepository, usersRepository } from './users.repository.js';

type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof usersAdminRepository>['find']>>>;

const toItem = (r: Row): UserListItem => ({
  id: r.id,
  name: r.name,
  email: r.email,
  company_id: r.company_id,
  company: { id: r.company_id, name: r.company_name },
  roles: [{ name: r.role as RoleName }],
});

/** Users, managed by the Super-Admin (docs/behaviour.md §5). */
export function usersService(ctx: AppContext) {
  const admin = usersAdminRepository(ctx.db);
  const users = usersRepository(ctx.db);
  const companies = companiesRepository(ctx.db);

  async function load(id: number) {
    const found = await admin.find(id);
    if (!found) throw notFound();
    return found;
  }

  /** The company must exist; only the owner company may hold Super-Admins. */
  async function checkPlacement(companyId: number, role: RoleName) {
    const company = await companies.find(companyId);
    if (!company) throw fieldError('company_id', 'field.noSuchCompany');
    if (role === 'Super-Admin' && company.is_owner !== 1) {
      throw fieldError('role', 'field.superAdminOwnerOnly');
    }
  }
  async function uniqueEmail(email: string, exceptId?: number) {
    if (await users.emailTaken(email.toLowerCase(), exceptId)) {
      throw fieldError('email', 'field.emailTaken');
    }
  }

  return {
    /**
     * `GET /api/all-users` (the original client asks on every page, decision 031): everyone
     * for the Super-Admin, an admin's own municipality's people, a plain user's own record;
     * never anyone else's.
     */
    async list(actor: Actor): Promise<UserListItem[]> {
      if (PERMISSIONS['users.read'][actor.role] === 'any') {
        authorize(actor, 'users.read');
        return (await admin.list()).map(toItem);
      }
      if (roleMay(actor.role, 'users.read')) {
        const companyId = companyFor(actor, 'users.read');
        return (await admin.list(companyId)).map(toItem);
      }
      authorize(actor, 'ownAccount');
      const own = await admin.find(actor.id);
      return own ? [toItem(own)] : [];
    },
    async get(actor: Actor, id: number): Promise<UserListItem> {
      authorize(actor, 'users.manage');
      return toItem(await load(id));
    },
    async register(actor: Actor, input: z.infer<typeof userRegister>): Promise<UserListItem> {
      authorize(actor, 'users.manage');
      await checkPlacement(input.company_id, input.role);
      await uniqueEmail(input.email);
      const roleId = await users.roleId(input.role);
      const passwordHash = await hashPassword(input.password);
      const now = isoNow(ctx.clock);
      const id = await ctx.db.transaction().execute(async (trx) => {
        const newId = await usersRepository(trx).insert({
          companyId: input.company_id,
          roleId,
          name: input.name,
          email: input.email,
          passwordHash,
          now,
        });
        await recordActivity(
          trx,
          actor,
          {
            action: 'create',
            entity: 'user',
            entityId: newId,
            companyId: input.company_id,
            summary: `प्रयोगकर्ता ${input.name} (${input.role})`,
          },
          now,
        );
        return newId;
      });
      return toItem(await load(id));
    },
    async update(
      actor: Actor,
      id: number,
      input: z.infer<typeof userUpdate>,
    ): Promise<UserListItem> {
      authorize(actor, 'users.manage');
      const current = await load(id);
      await checkPlacement(input.company_id, input.role);
      await uniqueEmail(input.email, id);
      if (
        current.role === 'Super-Admin' &&
        input.role !== 'Super-Admin' &&
        (await admin.countSuperAdmins()) <= 1
      ) {
        throw conflict('conflict.lastSuperAdminRole');
      }
      const roleId = await users.roleId(input.role);
      const now = isoNow(ctx.clock);
      await ctx.db.transaction().execute(async (trx) => {
        await usersAdminRepository(trx).update(id, {
          name: input.name,
          email: input.email,
          companyId: input.company_id,
          roleId,
          now,
        });
        await recordActivity(
          trx,
          actor,
          {
            action: 'update',
            entity: 'user',
            entityId: id,
            companyId: input.company_id,
            summary: `प्रयोगकर्ता ${input.name}`,
            changes: changesOf(current, {
              name: input.name,
              email: input.email,
              company_id: input.company_id,
              role: input.role,
            }),
          },
          now,
        );
      });
      return toItem(await load(id));
    },
    async remove(actor: Actor, id: number): Promise<void> {
      authorize(actor, 'users.manage');
      const current = await load(id);
      if (id === actor.id) throw conflict('conflict.deleteSelf');
      if (current.role === 'Super-Admin' && (await admin.countSuperAdmins()) <= 1) {
        throw conflict('conflict.lastSuperAdmin');
      }
      await ctx.db.transaction().execute(async (trx) => {
        await usersAdminRepository(trx).delete(id);
        await recordActivity(
          trx,
          actor,
          {
            action: 'delete',
            entity: 'user',
            entityId: id,
            companyId: current.company_id,
            summary: `प्रयोगकर्ता ${current.name}`,
          },
          isoNow(ctx.clock),
        );
      });
    },
    /** Sets someone's password and signs them out everywhere. */
    async setPassword(
      actor: Actor,
      id: number,
      input: z.infer<typeof setUserPassword>,
    ): Promise<void> {
      authorize(actor, 'users.manage');
      const current = await load(id);
      const hash = await hashPassword(input.password);
      await ctx.db.transaction().execute(async (trx) => {
        const now = isoNow(ctx.clock);
        await usersRepository(trx).setPassword(id, hash, now);
        await tokensRepository(trx).revokeAllOf(id);
        // That it was set, by whom; never the password.
        await recordActivity(
          trx,
          actor,
          {
            action: 'password',
            entity: 'user',
            entityId: id,
            companyId: current.company_id,
            summary: `प्रयोगकर्ता ${current.name} को पासवर्ड परिवर्तन`,
          },
          now,
        );
      });
    },
  };
}
export type UsersService = ReturnType<typeof usersService>;
