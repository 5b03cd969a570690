import type { z } from 'zod';
import type { Category, categoryInput } from '@karyayojana/contracts';
import type { AppContext } from '../../context.js';
import type { CategoryRow } from '../../db/schema.js';
import { isoNow } from '../../lib/clock.js';
import { changesOf, recordActivity } from '../../lib/activity.js';
import { activitySummary } from '../../lib/activity-summary.js';
import { fieldError, notFound } from '../../lib/errors.js';
import { checkOrder } from '../../lib/order.js';
import { authorize, type Actor } from '../../lib/access.js';
import { categoriesRepository } from './categories.repository.js';

export const toCategory = (r: CategoryRow): Category => ({
  id: r.id,
  name: r.name,
  name_en: r.name_en,
  description: r.description,
  order: r.sort_order,
});

/** Categories: read by everyone, written by the Super-Admin. Deleting one unlinks its events. */
export function categoriesService(ctx: AppContext) {
  const repo = categoriesRepository(ctx.db);
  async function load(id: number) {
    const found = await repo.find(id);
    if (!found) throw notFound();
    return found;
  }
  /** Names are unique: the Nepali one as written, the English one whatever its letter case. */
  async function uniqueNames(input: z.infer<typeof categoryInput>, exceptId?: number) {
    if (await repo.nameTaken(input.name, exceptId)) {
      throw fieldError('name', 'field.categoryExists');
    }
    if (input.name_en && (await repo.englishNameTaken(input.name_en, exceptId))) {
      throw fieldError('name_en', 'field.categoryEnglishExists');
    }
  }
  return {
    async list(actor: Actor): Promise<Category[]> {
      authorize(actor, 'config.read');
      return (await repo.list()).map(toCategory);
    },
    async get(actor: Actor, id: number): Promise<Category> {
      authorize(actor, 'config.read');
      return toCategory(await load(id));
    },
    async create(actor: Actor, input: z.infer<typeof categoryInput>): Promise<Category> {
      authorize(actor, 'config.write');
      await uniqueNames(input);
      const now = isoNow(ctx.clock);
      const id = await ctx.db.transaction().execute(async (trx) => {
        const newId = await categoriesRepository(trx).insert({
          name: input.name,
          name_en: input.name_en ?? null,
          description: input.description,
          created_at: now,
          updated_at: now,
        });
        await recordActivity(
          trx,
          actor,
          {
            action: 'create',
            entity: 'category',
            entityId: newId,
            companyId: null,
            summary: activitySummary('activity.summary.category', { name: input.name }),
          },
          now,
        );
        return newId;
      });
      return toCategory(await load(id));
    },
    async update(
      actor: Actor,
      id: number,
      input: z.infer<typeof categoryInput>,
    ): Promise<Category> {
      authorize(actor, 'config.write');
      const current = await load(id);
      await uniqueNames(input, id);
      const now = isoNow(ctx.clock);
      // Left out, the English name stays as it is.
      const changed = {
        name: input.name,
        ...(input.name_en === undefined ? {} : { name_en: input.name_en }),
        description: input.description,
      };
      await ctx.db.transaction().execute(async (trx) => {
        await categoriesRepository(trx).update(id, { ...changed, updated_at: now });
        await recordActivity(
          trx,
          actor,
          {
            action: 'update',
            entity: 'category',
            entityId: id,
            companyId: null,
            summary: activitySummary('activity.summary.category', { name: input.name }),
            changes: changesOf(current, changed),
          },
          now,
        );
      });
      return toCategory(await load(id));
    },
    async remove(actor: Actor, id: number): Promise<void> {
      authorize(actor, 'config.write');
      const current = await load(id);
      await ctx.db.transaction().execute(async (trx) => {
        await categoriesRepository(trx).delete(id);
        await recordActivity(
          trx,
          actor,
          {
            action: 'delete',
            entity: 'category',
            entityId: id,
            companyId: null,
            summary: activitySummary('activity.summary.category', { name: current.name }),
          },
          isoNow(ctx.clock),
        );
      });
    },
    async reorder(actor: Actor, order: number[]): Promise<Category[]> {
      authorize(actor, 'config.write');
      checkOrder(order, await repo.ids(), 'categoryOrder');
      const before = (await repo.list()).map((r) => r.id);
      await ctx.db.transaction().execute(async (trx) => {
        const r = categoriesRepository(trx);
        for (const [index, id] of order.entries()) await r.setOrder(id, index + 1);
        await recordActivity(
          trx,
          actor,
          {
            action: 'reorder',
            entity: 'category',
            entityId: null,
            companyId: null,
            summary: activitySummary('activity.summary.categoryOrder'),
            changes: changesOf({ order: before }, { order }),
          },
          isoNow(ctx.clock),
        );
      });
      return (await repo.list()).map(toCategory);
    },
  };
}
export type CategoriesService = ReturnType<typeof categoriesService>;
