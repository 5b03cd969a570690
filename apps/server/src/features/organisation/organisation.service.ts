import type { z } from 'zod';
import {
  branchName,
  type Branch,
  type WardsAnswer,
  type branchInput,
  type wardCountInput,
  type wardInput,
} from '@karyayojana/contracts';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.js';
import type { BranchRow, Database } from '../../db/schema.js';
import { isoNow } from '../../lib/clock.js';
import { changesOf, recordActivity } from '../../lib/activity.js';
import { AppError, conflict, fieldError, notFound } from '../../lib/errors.js';
import { checkOrder } from '../../lib/order.js';
import { activitySummary } from '../../lib/activity-summary.js';
import { authorize, companyFor, type Actor } from '../../lib/access.js';
import { readIdList } from '../../lib/id-list.js';
import { companiesRepository } from '../companies/companies.repository.js';
import { organisationRepository } from './organisation.repository.js';

export const toBranch = (r: BranchRow, eventsCount?: number): Branch => ({
  id: r.id,
  company_id: r.company_id,
  name: r.name,
  name_en: r.name_en,
  order: r.sort_order,
  active: r.active === 1,
  ...(eventsCount === undefined ? {} : { events_count: eventsCount }),
});

/**
 * The checks other features make against a municipality's wards and branches: an event's or
 * an officer's wards must exist, a branch must be the municipality's (and active when newly
 * chosen). Usable inside a transaction.
 */
export function organisationChecks(db: Kysely<Database>) {
  const repo = organisationRepository(db);
  return {
    async wards(companyId: number, wards: readonly number[], field: string): Promise<number[]> {
      if (wards.length === 0) return [];
      const count = await repo.wardCount(companyId);
      if (count === null) throw fieldError(field, 'field.noWardsYet');
      const missing = wards.find((w) => w > count);
      if (missing !== undefined) {
        throw fieldError(field, 'field.noSuchWard', { ward: missing, count });
      }
      return [...wards];
    },
    /** A branch of the municipality; `kept` is one already chosen, which may since be inactive. */
    async branch(
      companyId: number,
      branchId: number | null,
      field: string,
      kept: number | null = null,
    ): Promise<number | null> {
      if (branchId === null) return null;
      const found = await repo.findBranch(branchId);
      if (!found || found.company_id !== companyId) throw fieldError(field, 'field.noSuchBranch');
      if (found.active !== 1 && branchId !== kept) throw fieldError(field, 'field.branchInactive');
      return found.id;
    },
    async branches(companyId: number, ids: readonly number[], field: string): Promise<number[]> {
      if (ids.length === 0) return [];
      const mine = new Set((await repo.branches(companyId)).map((b) => b.id));
      if (ids.some((id) => !mine.has(id))) throw fieldError(field, 'field.noSuchBranch');
      return [...new Set(ids)].sort((a, b) => a - b);
    },
    /** The municipality's branch names in a language, by id. */
    async branchNames(companyId: number, lang: 'ne' | 'en'): Promise<Map<number, string>> {
      return new Map((await repo.branches(companyId)).map((b) => [b.id, branchName(b, lang)]));
    },
  };
}

/** Wards and branches (issue 28, docs/behaviour.md §5a). */
export function organisationService(ctx: AppContext) {
  const repo = organisationRepository(ctx.db);

  async function existingCompany(id: number) {
    if (!(await companiesRepository(ctx.db).find(id))) throw notFound();
    return id;
  }
  async function loadBranch(actor: Actor, id: number, action: 'plan.read' | 'org.write') {
    const found = await repo.findBranch(id);
    if (!found) throw notFound();
    authorize(actor, action, found.company_id);
    return found;
  }

  return {
    /** The municipality's wards 1..N with their offices; everyone of the municipality reads them. */
    async wards(actor: Actor, requested?: number): Promise<WardsAnswer> {
      const companyId = await existingCompany(companyFor(actor, 'plan.read', requested));
      const [count, offices, perWard] = await Promise.all([
        repo.wardCount(companyId),
        repo.wardOffices(companyId),
        repo.eventsPerWard(companyId),
      ]);
      const office = new Map(offices.map((o) => [o.number, o]));
      const data = Array.from({ length: count ?? 0 }, (_, i) => {
        const number = i + 1;
        return {
          number,
          office_name: office.get(number)?.office_name ?? null,
          contact: office.get(number)?.contact ?? null,
          events_count: perWard.get(number) ?? 0,
        };
      });
      return { data, meta: { company_id: companyId, ward_count: count ?? 0 } };
    },

    async updateWard(actor: Actor, number: number, input: z.infer<typeof wardInput>) {
      const companyId = await existingCompany(companyFor(actor, 'org.write', input.company_id));
      const count = (await repo.wardCount(companyId)) ?? 0;
      if (number > count) throw notFound();
      const before = (await repo.wardOffices(companyId)).find((o) => o.number === number);
      const values = { office_name: input.office_name, contact: input.contact };
      const now = isoNow(ctx.clock);
      await ctx.db.transaction().execute(async (trx) => {
        await organisationRepository(trx).saveWardOffice(companyId, number, values, now);
        await recordActivity(
          trx,
          actor,
          {
            action: 'update',
            entity: 'ward',
            entityId: number,
            companyId,
            summary: activitySummary('activity.summary.ward', { n: number }),
            changes: changesOf(
              { office_name: before?.office_name ?? null, contact: before?.contact ?? null },
              values,
            ),
          },
          now,
        );
      });
      return (await this.wards(actor, companyId)).data[number - 1];
    },

    /**
     * The Super-Admin sets a municipality's ward count after a boundary change. Fewer wards
     * than an event or officer names is refused: the plan would lose where its events are.
     */
    async setWardCount(actor: Actor, input: z.infer<typeof wardCountInput>) {
      authorize(actor, 'companies.manage');
      const companyId = await existingCompany(input.company_id ?? actor.companyId);
      const before = await repo.wardCount(companyId);
      let highest = await repo.highestWardInUse(companyId);
      const officers = await ctx.db
        .selectFrom('users')
        .select('scope_wards')
        .where('company_id', '=', companyId)
        .execute();
      for (const o of officers) highest = Math.max(highest, ...readIdList(o.scope_wards));
      if (input.ward_count < highest) {
        throw new AppError('CONFLICT', {
          key: 'wards.countInUse',
          params: { ward: highest, count: input.ward_count },
        });
      }
      const now = isoNow(ctx.clock);
      await ctx.db.transaction().execute(async (trx) => {
        await organisationRepository(trx).setWardCount(companyId, input.ward_count);
        await recordActivity(
          trx,
          actor,
          {
            action: 'update',
            entity: 'ward',
            entityId: null,
            companyId,
            summary: activitySummary('activity.summary.wardCount'),
            changes: changesOf({ ward_count: before }, { ward_count: input.ward_count }),
          },
          now,
        );
      });
      return this.wards(actor, companyId);
    },

    async branches(actor: Actor, requested?: number): Promise<Branch[]> {
      const companyId = await existingCompany(companyFor(actor, 'plan.read', requested));
      const [rows, counts] = await Promise.all([
        repo.branches(companyId),
        repo.eventsPerBranch(companyId),
      ]);
      return rows.map((r) => toBranch(r, counts.get(r.id) ?? 0));
    },

    async createBranch(actor: Actor, input: z.infer<typeof branchInput>): Promise<Branch> {
      const companyId = await existingCompany(companyFor(actor, 'org.write', input.company_id));
      if (await repo.branchNameTaken(companyId, input.name)) {
        throw fieldError('name', 'branches.nameTaken');
      }
      const now = isoNow(ctx.clock);
      const id = await ctx.db.transaction().execute(async (trx) => {
        const newId = await organisationRepository(trx).insertBranch({
          company_id: companyId,
          name: input.name,
          name_en: input.name_en ?? null,
          active: input.active === false ? 0 : 1,
          now,
        });
        await recordActivity(
          trx,
          actor,
          {
            action: 'create',
            entity: 'branch',
            entityId: newId,
            companyId,
            summary: activitySummary('activity.summary.branch', { name: input.name }),
          },
          now,
        );
        return newId;
      });
      const row = await repo.findBranch(id);
      if (!row) throw notFound();
      return toBranch(row, 0);
    },

    async updateBranch(
      actor: Actor,
      id: number,
      input: z.infer<typeof branchInput>,
    ): Promise<Branch> {
      const current = await loadBranch(actor, id, 'org.write');
      if (await repo.branchNameTaken(current.company_id, input.name, id)) {
        throw fieldError('name', 'branches.nameTaken');
      }
      const changed = {
        name: input.name,
        ...(input.name_en === undefined ? {} : { name_en: input.name_en }),
        ...(input.active === undefined ? {} : { active: input.active ? 1 : 0 }),
      };
      const now = isoNow(ctx.clock);
      await ctx.db.transaction().execute(async (trx) => {
        await organisationRepository(trx).updateBranch(id, changed, now);
        await recordActivity(
          trx,
          actor,
          {
            action: 'update',
            entity: 'branch',
            entityId: id,
            companyId: current.company_id,
            summary: activitySummary('activity.summary.branch', { name: input.name }),
            changes: changesOf(current, changed),
          },
          now,
        );
      });
      const row = await repo.findBranch(id);
      if (!row) throw notFound();
      return toBranch(row, (await repo.eventsPerBranch(row.company_id)).get(id) ?? 0);
    },

    /** A branch no event or officer names; one in use is deactivated instead (409 says so). */
    async removeBranch(actor: Actor, id: number): Promise<void> {
      const current = await loadBranch(actor, id, 'org.write');
      if (await repo.branchInUse(current.company_id, id)) throw conflict('branches.inUse');
      await ctx.db.transaction().execute(async (trx) => {
        await organisationRepository(trx).deleteBranch(id);
        await recordActivity(
          trx,
          actor,
          {
            action: 'delete',
            entity: 'branch',
            entityId: id,
            companyId: current.company_id,
            summary: activitySummary('activity.summary.branch', { name: current.name }),
          },
          isoNow(ctx.clock),
        );
      });
    },

    async reorderBranches(actor: Actor, order: number[], requested?: number): Promise<Branch[]> {
      const companyId = await existingCompany(companyFor(actor, 'org.write', requested));
      const before = (await repo.branches(companyId)).map((r) => r.id);
      checkOrder(order, before, 'branchOrder');
      const now = isoNow(ctx.clock);
      await ctx.db.transaction().execute(async (trx) => {
        const r = organisationRepository(trx);
        for (const [index, id] of order.entries()) {
          await r.updateBranch(id, { sort_order: index + 1 }, now);
        }
        await recordActivity(
          trx,
          actor,
          {
            action: 'reorder',
            entity: 'branch',
            entityId: null,
            companyId,
            summary: activitySummary('activity.summary.branchOrder'),
            changes: changesOf({ order: before }, { order }),
          },
          now,
        );
      });
      return this.branches(actor, companyId);
    },
  };
}
export type OrganisationService = ReturnType<typeof organisationService>;
