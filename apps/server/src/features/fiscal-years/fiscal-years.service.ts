import type { z } from 'zod';
import { bsToAdString } from '@karyayojana/nepali-calendar';
import type { FiscalYear, fiscalYearCreate, fiscalYearUpdate } from '@karyayojana/contracts';
import type { AppContext } from '../../context.js';
import type { FiscalYearRow } from '../../db/schema.js';
import { isoNow } from '../../lib/clock.js';
import { changesOf, recordActivity } from '../../lib/activity.js';
import { activitySummary } from '../../lib/activity-summary.js';
import { AppError, notFound, fieldError } from '../../lib/errors.js';
import { authorize, type Actor } from '../../lib/access.js';
import { checkOrder } from '../../lib/order.js';
import { fiscalYearsRepository } from './fiscal-years.repository.js';

export function toFiscalYear(r: FiscalYearRow): FiscalYear {
  return {
    id: r.id,
    year: r.year,
    startDate: r.start_date,
    ad_startDate: r.ad_start_date,
    endDate: r.end_date,
    ad_endDate: r.ad_end_date,
    status: r.status,
    order: r.sort_order,
  };
}

function checkRange(start: string, end: string) {
  if (start > end) {
    throw fieldError('endDate', 'field.endBeforeStart');
  }
}

/** Fiscal years: read by everyone, written by the Super-Admin (docs/behaviour.md §2). */
export function fiscalYearsService(ctx: AppContext) {
  const repo = fiscalYearsRepository(ctx.db);

  async function load(id: number) {
    const found = await repo.find(id);
    if (!found) throw notFound();
    return found;
  }
  async function uniqueYear(year: string, exceptId?: number) {
    if (await repo.yearTaken(year, exceptId)) {
      throw fieldError('year', 'field.yearExists');
    }
  }

  return {
    async list(actor: Actor): Promise<FiscalYear[]> {
      authorize(actor, 'config.read');
      return (await repo.list()).map(toFiscalYear);
    },
    async get(actor: Actor, id: number): Promise<FiscalYear> {
      authorize(actor, 'config.read');
      return toFiscalYear(await load(id));
    },
    async active(actor: Actor): Promise<FiscalYear | null> {
      authorize(actor, 'config.read');
      const row = await repo.active();
      return row ? toFiscalYear(row) : null;
    },
    async create(actor: Actor, input: z.infer<typeof fiscalYearCreate>): Promise<FiscalYear> {
      authorize(actor, 'config.write');
      checkRange(input.startDate, input.endDate);
      await uniqueYear(input.year);
      const now = isoNow(ctx.clock);
      const id = await ctx.db.transaction().execute(async (trx) => {
        const r = fiscalYearsRepository(trx);
        const newId = await r.insert({
          year: input.year,
          start_date: input.startDate,
          end_date: input.endDate,
          ad_start_date: bsToAdString(input.startDate),
          ad_end_date: bsToAdString(input.endDate),
          status: input.status,
          sort_order: await r.nextOrder(),
          created_at: now,
          updated_at: now,
        });
        if (input.status === 1) await r.deactivateOthers(newId);
        await recordActivity(
          trx,
          actor,
          {
            action: 'create',
            entity: 'fiscal_year',
            entityId: newId,
            companyId: null,
            summary: activitySummary('activity.summary.fiscalYear', { year: input.year }),
          },
          now,
        );
        return newId;
      });
      return toFiscalYear(await load(id));
    },
    async update(
      actor: Actor,
      id: number,
      input: z.infer<typeof fiscalYearUpdate>,
    ): Promise<FiscalYear> {
      authorize(actor, 'config.write');
      const current = await load(id);
      const start = input.startDate ?? current.start_date;
      const end = input.endDate ?? current.end_date;
      checkRange(start, end);
      await uniqueYear(input.year, id);
      await ctx.db.transaction().execute(async (trx) => {
        const r = fiscalYearsRepository(trx);
        const now = isoNow(ctx.clock);
        const changed = {
          year: input.year,
          start_date: start,
          end_date: end,
          ad_start_date: bsToAdString(start),
          ad_end_date: bsToAdString(end),
          status: input.status,
        };
        await r.update(id, { ...changed, updated_at: now });
        if (input.status === 1) await r.deactivateOthers(id);
        await recordActivity(
          trx,
          actor,
          {
            action: 'update',
            entity: 'fiscal_year',
            entityId: id,
            companyId: null,
            summary: activitySummary('activity.summary.fiscalYear', { year: input.year }),
            changes: changesOf(current, changed),
          },
          now,
        );
      });
      return toFiscalYear(await load(id));
    },
    async remove(actor: Actor, id: number): Promise<void> {
      authorize(actor, 'config.write');
      const current = await load(id);
      if (await repo.hasEvents(id)) {
        throw new AppError('CONFLICT', { key: 'fiscalYears.hasEvents' });
      }
      await ctx.db.transaction().execute(async (trx) => {
        await fiscalYearsRepository(trx).delete(id);
        await recordActivity(
          trx,
          actor,
          {
            action: 'delete',
            entity: 'fiscal_year',
            entityId: id,
            companyId: null,
            summary: activitySummary('activity.summary.fiscalYear', { year: current.year }),
          },
          isoNow(ctx.clock),
        );
      });
    },
    async reorder(actor: Actor, order: number[]): Promise<FiscalYear[]> {
      authorize(actor, 'config.write');
      checkOrder(order, await repo.ids(), 'fiscalYearOrder');
      const before = (await repo.list()).map((r) => r.id);
      await ctx.db.transaction().execute(async (trx) => {
        const r = fiscalYearsRepository(trx);
        for (const [index, id] of order.entries()) await r.setOrder(id, index + 1);
        await recordActivity(
          trx,
          actor,
          {
            action: 'reorder',
            entity: 'fiscal_year',
            entityId: null,
            companyId: null,
            summary: activitySummary('activity.summary.fiscalYearOrder'),
            changes: changesOf({ order: before }, { order }),
          },
          isoNow(ctx.clock),
        );
      });
      return (await repo.list()).map(toFiscalYear);
    },
  };
}
export type FiscalYearsService = ReturnType<typeof fiscalYearsService>;
