import { findDistrict, findProvince } from '@karyayojana/nepal-admin';
import { bsToString, type Trimester } from '@karyayojana/nepali-calendar';
import type {
  CompaniesProgress,
  CompaniesProgressQuery,
  ProgressQuery,
  ProgressReport,
} from '@karyayojana/contracts';
import type { AppContext } from '../../context.js';
import type { FiscalYearRow } from '../../db/schema.js';
import { authorize, companyFor, type Actor } from '../../lib/access.js';
import { fieldError, notFound } from '../../lib/errors.js';
import { lookupId } from '../../lib/ids.js';
import type { Lang } from '../../lib/messages.js';
import type { CachedBody } from '../../lib/response-cache.js';
import { revisionsRepository } from '../../db/revisions.js';
import { fiscalYearsRepository } from '../fiscal-years/fiscal-years.repository.js';
import { reportsRepository, type Scope } from './reports.repository.js';
import {
  add,
  byName,
  figures,
  monthBreakdown,
  monthSums,
  reportEvent,
  rollUp,
  trimesterBreakdown,
  trimesterPeriod,
} from './report-figures.js';
import { progressWorkbook, xlsxDisposition, type Letterhead } from './reports-xlsx.js';

/** The overdue and upcoming lists stop here (the contract's "at most 100"). */
export const LIST_LIMIT = 100;
/** Upcoming: today and the six days after it. */
const UPCOMING_DAYS = 7;

const DAY_MS = 86_400_000;

const plusDays = (isoDay: string, days: number) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Progress against the plan (docs/behaviour.md §14): one municipality's fiscal year or
 * trimester, and the national table for the Super-Admin. The database adds up every figure
 * with GROUP BY: by category and month in one pass (the months, trimesters and the year are
 * those cells added up), by responsible and branch in another, by ward in a third (an event
 * of several wards in each). "Today" is the server's clock in Nepal, never the database's.
 */
export function reportsService(ctx: AppContext) {
  const repo = reportsRepository(ctx.db);
  const years = fiscalYearsRepository(ctx.db);
  const revisions = revisionsRepository(ctx.db);

  /** The asked fiscal year; else the active one; else the one holding today. */
  async function fiscalYear(id: number | undefined): Promise<FiscalYearRow> {
    if (id !== undefined) {
      const fy = await years.find(lookupId(id));
      if (!fy) throw fieldError('fiscal_year_id', 'field.noSuchFiscalYear');
      return fy;
    }
    const fy =
      (await years.active()) ?? (await repo.fiscalYearHolding(bsToString(ctx.clock.todayBs())));
    if (!fy) throw fieldError('fiscal_year_id', 'reports.noFiscalYear');
    return fy;
  }

  /** The municipality a report is about, after the access check. */
  async function companyOf(actor: Actor, query: ProgressQuery) {
    const company = await repo.company(companyFor(actor, 'plan.read', query.company_id));
    if (!company) throw notFound();
    return company;
  }

  /** The report and the municipality it is about. */
  async function build(
    company: Letterhead & { id: number; ward_count?: number | null },
    query: ProgressQuery,
  ) {
    const companyId = company.id;
    const fy = await fiscalYear(query.fiscal_year_id);
    const trimester = (query.trimester ?? null) as Trimester | null;
    const period = trimester
      ? trimesterPeriod(fy, trimester)
      : { start: fy.start_date, end: fy.end_date };
    const today = ctx.clock.today();
    const scope: Scope = {
      companyId,
      fiscalYearId: fy.id,
      today,
      ...(trimester ? { range: period } : {}),
      ...(query.ward ? { wards: query.ward } : {}),
      ...(query.branch_id ? { branchIds: query.branch_id } : {}),
    };
    const [cells, wards, pairs, overdue, upcoming, events, branchList] = await Promise.all([
      repo.byCategoryAndMonth(scope),
      repo.byWard(scope),
      repo.byAssigneeAndBranch(scope),
      repo.overdue(scope, LIST_LIMIT),
      // The coming days whatever the period: the year's plan goes on after a trimester.
      repo.upcoming({ ...scope, range: undefined }, plusDays(today, UPCOMING_DAYS - 1), LIST_LIMIT),
      query.detail === 'events' ? repo.events(scope) : undefined,
      repo.branches(companyId),
    ]);
    const months = monthSums(cells);
    const categories = rollUp(cells, (c) => c.id).map((g) => ({
      id: g.first.id,
      name: g.first.name,
      name_en: g.first.name_en,
      ...figures(g.sums),
    }));
    const assignees = rollUp(pairs, (p) => p.assignee).map((g) => ({
      name: g.first.assignee,
      ...g.sums,
    }));
    // The branches' order, those without one last.
    const branches = rollUp(pairs, (p) => p.branch?.id ?? null)
      .map((g) => ({ branch: g.first.branch, sums: g.sums }))
      .sort((a, b) =>
        a.branch === null || b.branch === null
          ? (a.branch === null ? 1 : 0) - (b.branch === null ? 1 : 0)
          : a.branch.order - b.branch.order || a.branch.id - b.branch.id,
      );
    const listed = (rows: typeof overdue) => rows.map((e) => reportEvent(e, today));
    const report: ProgressReport = {
      company: { id: company.id, name: company.name },
      fiscal_year: { id: fy.id, year: fy.year },
      trimester,
      period,
      today: bsToString(ctx.clock.todayBs()),
      totals: figures(add(months)),
      by_category: categories,
      by_ward: wards.map((w) => ({ ward: w.ward, ...figures(w) })),
      by_branch: branches.map(({ branch, sums }) => ({
        id: branch?.id ?? null,
        name: branch?.name ?? null,
        name_en: branch?.name_en ?? null,
        ...figures(sums),
      })),
      filters: { wards: query.ward ?? [], branch_ids: query.branch_id ?? [] },
      organisation: {
        ward_count: company.ward_count ?? null,
        branches: branchList.map((b) => ({
          id: b.id,
          name: b.name,
          name_en: b.name_en,
          active: b.active === 1,
        })),
      },
      by_assignee: assignees.sort(byName).map((a) => ({ name: a.name, ...figures(a) })),
      by_month: monthBreakdown(months, period),
      by_trimester: trimesterBreakdown(months, trimester),
      overdue: listed(overdue),
      upcoming: listed(upcoming),
      ...(events ? { events: listed(events) } : {}),
    };
    return { report, company };
  }

  return {
    async progress(actor: Actor, query: ProgressQuery): Promise<ProgressReport> {
      return (await build(await companyOf(actor, query), query)).report;
    },

    /**
     * The report serialised, from the read cache while the municipality's revision, today and
     * its profile are unchanged (docs/decisions/012-read-cache.md): the dashboard asks for it
     * on every visit, and the plan changes far less often.
     */
    async progressBody(actor: Actor, query: ProgressQuery): Promise<CachedBody> {
      const company = await companyOf(actor, query);
      const asked = { ...query, company_id: company.id };
      const key = `reports:progress:${company.id}:${ctx.clock.today()}:${company.updated_at}:${JSON.stringify(asked)}`;
      return ctx.readCache.getOrBuild(
        key,
        await revisions.of(company.id),
        ctx.clock.now().getTime() + DAY_MS,
        async () => JSON.stringify({ data: (await build(company, query)).report }),
      );
    },

    /** The printed report as a workbook, in the caller's language. */
    async spreadsheet(actor: Actor, query: ProgressQuery, lang: Lang) {
      const { report, company } = await build(await companyOf(actor, query), {
        ...query,
        detail: 'events',
      });
      return {
        body: await progressWorkbook(report, company, lang),
        disposition: xlsxDisposition(report),
      };
    },

    /** Every municipality's figures for a fiscal year (the Super-Admin's national table). */
    async companies(actor: Actor, query: CompaniesProgressQuery): Promise<CompaniesProgress> {
      authorize(actor, 'companies.manage');
      const fy = await fiscalYear(query.fiscal_year_id);
      // Addresses are stored in the canonical names; a filter in another of a unit's names (an
      // old link's काभ्रेपलान्चोक, or Kavrepalanchok) means the same (decision 021).
      const rows = await repo.companies(fy.id, ctx.clock.today(), {
        province: query.province && (findProvince(query.province)?.name ?? query.province),
        district: query.district && (findDistrict(query.district)?.name ?? query.district),
      });
      const data = rows.map((r) => {
        const f = figures(r);
        return {
          company: r.company,
          events: f.events,
          done: f.done,
          overdue: f.overdue,
          due: f.due,
          due_done: f.due_done,
          completion_rate: f.completion_rate,
          physical_progress: f.physical_progress,
          budget: f.budget,
          spent: f.spent,
          financial_progress: f.financial_progress,
          last_update: r.last_update,
        };
      });
      return {
        fiscal_year: { id: fy.id, year: fy.year },
        today: bsToString(ctx.clock.todayBs()),
        data,
        without_plan: data.filter((d) => d.events === 0).length,
      };
    },
  };
}

export type ReportsService = ReturnType<typeof reportsService>;
