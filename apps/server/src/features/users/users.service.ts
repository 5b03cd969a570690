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
import { AppError, notFound, fieldError, conflict } from '../../lib/errors.js';
import { readIdList } from '../../lib/id-list.js';
import { organisationChecks } from '../organisation/organisation.service.js';
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
  active: r.active === 1,
  scope_wards: readIdList(r.scope_wards),
  scope_branch_ids: readIdList(r.scope_branch_ids),
  can_plan: r.can_plan === 1,
});

/**
 * Users (docs/behaviour.md §5): the Super-Admin manages everyone; a municipality's admin its
 * own officers and admins (issue 28), never a Super-Admin and never another municipality's
 * people (404, as for any other row of theirs).
 */
export function usersService(ctx: AppContext) {
  const admin = usersAdminRepository(ctx.db);
  const users = usersRepository(ctx.db);
  const companies = companiesRepository(ctx.db);

  async function load(id: number) {
    const found = await admin.find(id);
    if (!found) throw notFound();
    return found;
  }
  /** The account, after the check that the actor may manage it. */
  async function loadManaged(actor: Actor, id: number) {
    const found = await load(id);
    authorize(actor, 'users.manage', found.company_id);
    if (actor.role !== 'Super-Admin' && found.role === 'Super-Admin') {
      throw new AppError('FORBIDDEN', { key: 'field.adminRoleOnly' });
    }
    return found;
  }
  /** Where a new or edited account may go, for this actor. */
  function checkRoleFor(actor: Actor, role: RoleName) {
    if (actor.role !== 'Super-Admin' && role === 'Super-Admin') {
      throw new AppError('FORBIDDEN', { key: 'field.adminRoleOnly' });
    }
  }
  /**
   * An officer's scope, checked against the municipality's wards and branches; an admin or a
   * Super-Admin is never limited, so theirs is stored empty.
   */
  async function scopeOf(
    companyId: number,
    role: RoleName,
    input: {
      scope_wards?: number[] | undefined;
      scope_branch_ids?: number[] | undefined;
      can_plan?: boolean | undefined;
    },
    current?: { scope_wards: number[]; scope_branch_ids: number[]; can_plan: boolean },
  ) {
    if (role !== 'user') return { scopeWards: [], scopeBranchIds: [], canPlan: false };
    // Moved to another municipality, the old one's wards and branches mean nothing.
    const checks = organisationChecks(ctx.db);
    const scopeWards = await checks.wards(
      companyId,
      input.scope_wards ?? current?.scope_wards ?? [],
      'scope_wards',
    );
    const scopeBranchIds = await checks.branches(
      companyId,
      input.scope_branch_ids ?? current?.scope_branch_ids ?? [],
      'scope_branch_ids',
    );
    return { scopeWards, scopeBranchIds, canPlan: input.can_plan ?? current?.can_plan ?? false };
  }
  async function branchNamesOf(companyId: number, ids: readonly number[]) {
    if (ids.length === 0) return [];
    const names = await organisationChecks(ctx.db).branchNames(companyId, 'ne');
    return ids.map((id) => names.get(id) ?? String(id));
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
      // Another municipality's account is a 404 before anything (as every row of theirs).
      const found = await load(id);
      authorize(actor, 'users.manage', found.company_id);
      return toItem(found);
    },
    async register(actor: Actor, input: z.infer<typeof userRegister>): Promise<UserListItem> {
      authorize(actor, 'users.manage', input.company_id);
      checkRoleFor(actor, input.role);
      await checkPlacement(input.company_id, input.role);
      await uniqueEmail(input.email);
      const scope = await scopeOf(input.company_id, input.role, input);
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
          active: input.active ?? true,
          ...scope,
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
      authorize(actor, 'users.manage', input.company_id);
      const current = await loadManaged(actor, id);
      checkRoleFor(actor, input.role);
      await checkPlacement(input.company_id, input.role);
      await uniqueEmail(input.email, id);
      const roleRank = { user: 0, admin: 1, 'Super-Admin': 2 } as const;
      if (id === actor.id && roleRank[input.role] < roleRank[current.role as RoleName]) {
        throw conflict('conflict.demoteSelf');
      }
      const active = input.active ?? current.active === 1;
      if (id === actor.id && !active) throw conflict('conflict.deactivateSelf');
      const stored = {
        scope_wards: readIdList(current.scope_wards),
        scope_branch_ids: readIdList(current.scope_branch_ids),
        can_plan: current.can_plan === 1,
      };
      const scope = await scopeOf(
        input.company_id,
        input.role,
        input,
        current.company_id === input.company_id ? stored : undefined,
      );
      const [branchesBefore, branchesAfter] = await Promise.all([
        branchNamesOf(current.company_id, stored.scope_branch_ids),
        branchNamesOf(input.company_id, scope.scopeBranchIds),
      ]);
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
          active,
          ...scope,
        });
        // A deactivated account is signed out everywhere at once.
        if (!active) await tokensRepository(trx).revokeAllOf(id);
        await recordActivity(
          trx,
          actor,
          {
            action: 'update',
            entity: 'user',
            entityId: id,
            companyId: input.company_id,
            summary: `प्रयोगकर्ता ${input.name}`,
            changes: changesOf(
              {
                ...current,
                active: current.active === 1,
                scope_wards: stored.scope_wards,
                scope_branches: branchesBefore.join(', ') || null,
                can_plan: stored.can_plan,
              },
              {
                name: input.name,
                email: input.email,
                company_id: input.company_id,
                role: input.role,
                active,
                scope_wards: scope.scopeWards,
                scope_branches: branchesAfter.join(', ') || null,
                can_plan: scope.canPlan,
              },
            ),
          },
          now,
        );
      });
      return toItem(await load(id));
    },
    async remove(actor: Actor, id: number): Promise<void> {
      const current = await loadManaged(actor, id);
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
      const current = await loadManaged(actor, id);
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
