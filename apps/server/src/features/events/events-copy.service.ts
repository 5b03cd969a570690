import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  bsToString,
  CalendarRangeError,
  parseBs,
  shiftBsYears,
} from '@karyayojana/nepali-calendar';
import {
  inFiscalYear,
  type copyEvents,
  type copyMyEvents,
  type copySelectedEvents,
  type duplicateEvents,
} from '@karyayojana/contracts';
import type { AppContext } from '../../context.js';
import type { EventRow, FiscalYearRow } from '../../db/schema.js';
import { isoNow } from '../../lib/clock.js';
import { recordActivity } from '../../lib/activity.js';
import { activitySummary } from '../../lib/activity-summary.js';
import { lookupId } from '../../lib/ids.js';
import { notFound, fieldError } from '../../lib/errors.js';
import { authorize, companyFor, type Actor } from '../../lib/access.js';
import { companiesRepository } from '../companies/companies.repository.js';
import { fiscalYearsRepository } from '../fiscal-years/fiscal-years.repository.js';
import { tasksRepository } from '../tasks/tasks.repository.js';
import { eventsRepository } from './events.repository.js';
import { insertEvent } from './write-event.js';
import { yearSpan } from './events.service.js';

function group<T, V>(rows: T[], key: (r: T) => number, value: (r: T) => V): Map<number, V[]> {
  const map = new Map<number, V[]>();
  for (const r of rows) {
    const list = map.get(key(r)) ?? [];
    list.push(value(r));
    map.set(key(r), list);
  }
  return map;
}

interface Source {
  event: EventRow;
  categories: number[];
  tasks: string[];
  /** Its wards (issue 28), and its branch's names, to find the namesake in another municipality. */
  wards: number[];
  branch: { name: string; name_en: string | null } | null;
}

/** What a copy did, and what it could not carry into another municipality (issue 28). */
export interface CopyOutcome {
  created: number;
  batchId: string;
  /** Copies that left out wards the target municipality lacks. */
  wardsDropped: number;
  /** Copies made without their branch: the target has no (active) branch of that name. */
  branchesUnmatched: number;
}

/** A branch name as copies compare them: composed, spaces collapsed, case folded. */
const nameKey = (name: string) => name.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Copies of events (docs/behaviour.md §11): title, content, time, responsible person, categories and
 * task names travel; status becomes notDone; task documents stay behind. Between fiscal years
 * the BS date moves by whole years (day clamped to the month). All or nothing.
 */
export function eventsCopyService(ctx: AppContext) {
  const events = eventsRepository(ctx.db);
  const years = fiscalYearsRepository(ctx.db);

  async function withRelations(rows: EventRow[]): Promise<Source[]> {
    const ids = rows.map((r) => r.id);
    const branchIds = [...new Set(rows.map((r) => r.branch_id).filter((b) => b !== null))];
    const [links, tasks, wardRows, branchRows] = await Promise.all([
      events.categoriesOf(ids),
      tasksRepository(ctx.db).ofEvents(ids),
      events.wardsOf(ids),
      branchIds.length
        ? ctx.db
            .selectFrom('branches')
            .select(['id', 'name', 'name_en'])
            .where('id', 'in', branchIds)
            .execute()
        : Promise.resolve([]),
    ]);
    const wards = group(
      wardRows,
      (w) => w.event_id,
      (w) => w.ward,
    );
    const branches = new Map(branchRows.map((b) => [b.id, b] as const));
    const categories = group(
      links,
      (l) => l.event_id,
      (l) => l.id,
    );
    const names = group(
      tasks,
      (t) => t.event_id,
      (t) => t.name,
    );
    return rows.map((event) => ({
      event,
      categories: categories.get(event.id) ?? [],
      tasks: names.get(event.id) ?? [],
      wards: wards.get(event.id) ?? [],
      branch: event.branch_id === null ? null : (branches.get(event.branch_id) ?? null),
    }));
  }

  async function fiscalYear(id: number, field: string): Promise<FiscalYearRow> {
    const fy = await years.find(lookupId(id));
    if (!fy) throw fieldError(field, 'field.noSuchFiscalYear');
    return fy;
  }

  /** The date in the target year, or a 422 naming the date that cannot land there. */
  function moveDate(date: string, from: FiscalYearRow, to: FiscalYearRow): string {
    const delta = Number(to.start_date.slice(0, 4)) - Number(from.start_date.slice(0, 4));
    const parsed = parseBs(date);
    if (!parsed) throw fieldError('date', 'date.outsideYear', { date: date, year: to.year });
    let moved: string;
    try {
      moved = bsToString(shiftBsYears(parsed, delta));
    } catch (error) {
      // Moved past the calendar's last year: it cannot land in the target year either.
      if (!(error instanceof CalendarRangeError)) throw error;
      throw fieldError('to_fiscal_year', 'date.outsideYear', { date: date, year: to.year });
    }
    if (!inFiscalYear(moved, yearSpan(to)))
      throw fieldError('to_fiscal_year', 'date.outsideYear', { date: moved, year: to.year });
    return moved;
  }

  /** The distinct target companies, all of which exist (read in one query), else 404. */
  async function checkCompanies(ids: number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    const found = await companiesRepository(ctx.db).countExisting(unique);
    if (found !== unique.length) throw notFound();
    return unique;
  }

  /**
   * Writes every planned copy in one transaction, each marked with the batch's id, and the
   * batch's one activity entry; returns how many events were created. The entry belongs to the
   * municipality written into when there is one, to the platform when copies went to several.
   */
  async function write(
    actor: Actor,
    action: 'copy' | 'duplicate',
    plan: { s: Source; companyId: number; fiscalYearId: number; date: string }[],
    into: number[],
  ): Promise<CopyOutcome> {
    const now = isoNow(ctx.clock);
    const batchId = randomUUID();
    const companies = [...new Set(into)];
    // Another municipality's wards and active branches, for the copies that go there.
    const foreign = [
      ...new Set(plan.filter((p) => p.companyId !== p.s.event.company_id).map((p) => p.companyId)),
    ];
    const targets = new Map<number, { wardCount: number; branches: Map<string, number> }>();
    if (foreign.length) {
      const [counts, branchRows] = await Promise.all([
        ctx.db
          .selectFrom('companies')
          .select(['id', 'ward_count'])
          .where('id', 'in', foreign)
          .execute(),
        ctx.db
          .selectFrom('branches')
          .select(['id', 'company_id', 'name', 'name_en'])
          .where('company_id', 'in', foreign)
          .where('active', '=', 1)
          .orderBy('sort_order')
          .orderBy('id')
          .execute(),
      ]);
      for (const c of counts)
        targets.set(c.id, { wardCount: c.ward_count ?? 0, branches: new Map() });
      // By the Nepali name first; an English name only where no Nepali name is the same.
      for (const b of branchRows) {
        const names = targets.get(b.company_id)?.branches;
        if (names && !names.has(nameKey(b.name))) names.set(nameKey(b.name), b.id);
      }
      for (const b of branchRows) {
        const names = targets.get(b.company_id)?.branches;
        const key = b.name_en ? `en:${nameKey(b.name_en)}` : '';
        if (names && key && !names.has(key)) names.set(key, b.id);
      }
    }
    let wardsDropped = 0;
    let branchesUnmatched = 0;
    /** The wards and branch a copy carries: its own in its municipality, the namesakes elsewhere. */
    const placeOf = (s: Source, companyId: number) => {
      const target = targets.get(companyId);
      if (companyId === s.event.company_id || !target) {
        return { wards: s.wards, branch_id: s.event.branch_id };
      }
      const wards = s.wards.filter((w) => w <= target.wardCount);
      if (wards.length < s.wards.length) wardsDropped++;
      let branchId: number | null = null;
      if (s.branch) {
        branchId =
          target.branches.get(nameKey(s.branch.name)) ??
          (s.branch.name_en ? target.branches.get(`en:${nameKey(s.branch.name_en)}`) : undefined) ??
          null;
        if (branchId === null) branchesUnmatched++;
      }
      return { wards, branch_id: branchId };
    };
    return ctx.db.transaction().execute(async (trx) => {
      await recordActivity(
        trx,
        actor,
        {
          action,
          entity: 'batch',
          entityId: null,
          companyId: companies.length === 1 ? (companies[0] ?? null) : null,
          summary:
            action === 'duplicate'
              ? activitySummary('activity.summary.duplicated', { n: plan.length })
              : activitySummary('activity.summary.copied', {
                  n: plan.length,
                  m: companies.length,
                }),
          batchId,
        },
        now,
      );
      for (const { s, companyId, fiscalYearId, date } of plan) {
        const e = s.event;
        await insertEvent(
          trx,
          {
            company_id: companyId,
            fiscal_year_id: fiscalYearId,
            title: e.title,
            content: e.content,
            date,
            time: e.time,
            assign_to: e.assign_to,
            saving_frequency: e.saving_frequency,
            categories: s.categories,
            tasks: s.tasks,
            batch_id: batchId,
            ...placeOf(s, companyId),
          },
          now,
        );
      }
      return { created: plan.length, batchId, wardsDropped, branchesUnmatched };
    });
  }

  /** Every source into every company, each date worked out (and checked) before writing. */
  function into(
    sources: Source[],
    companyIds: number[],
    target: (e: EventRow) => { fiscalYearId: number; date: string },
  ) {
    const placed = sources.map((s) => ({ s, ...target(s.event) }));
    return companyIds.flatMap((companyId) => placed.map((p) => ({ ...p, companyId })));
  }

  /** Events chosen by id, all of which the actor may write. */
  async function chosen(actor: Actor, ids: number[]): Promise<Source[]> {
    if (ids.length === 0) {
      authorize(actor, 'plan.write'); // no target: a role that may never write hears 403
      throw fieldError('target_events', 'copy.noEvents');
    }
    const rows = await events.findMany(null, [...new Set(ids)]);
    if (rows.length !== new Set(ids).size) throw notFound();
    // Another company's event answers 404 like a missing one: judge it before a 403 about an
    // own event could tell that the other id exists.
    const foreign = rows.find((r) => r.company_id !== actor.companyId);
    authorize(actor, 'plan.write', (foreign ?? rows[0])?.company_id);
    return withRelations(rows);
  }

  async function copyOwnYears(
    actor: Actor,
    targets: number[],
    input: { from_fiscal_year: number; to_fiscal_year: number },
  ): Promise<CopyOutcome> {
    authorize(actor, 'plan.copyToCompanies');
    const companies = await checkCompanies(targets);
    const [from, to] = [
      await fiscalYear(input.from_fiscal_year, 'from_fiscal_year'),
      await fiscalYear(input.to_fiscal_year, 'to_fiscal_year'),
    ];
    const sources = await withRelations(await events.ofFiscalYear(companies, from.id));
    return write(
      actor,
      'copy',
      sources.map((s) => ({
        s,
        companyId: s.event.company_id,
        fiscalYearId: to.id,
        date: moveDate(s.event.date, from, to),
      })),
      companies,
    );
  }

  return {
    /** Copies within the same company and fiscal year, on the same dates. */
    async duplicate(actor: Actor, input: z.infer<typeof duplicateEvents>): Promise<CopyOutcome> {
      const sources = await chosen(actor, input.target_events);
      return write(
        actor,
        'duplicate',
        sources.map((s) => ({
          s,
          companyId: s.event.company_id,
          fiscalYearId: s.event.fiscal_year_id,
          date: s.event.date,
        })),
        sources.map((s) => s.event.company_id),
      );
    },

    /** Super-Admin: the chosen events into other municipalities, same fiscal year and dates. */
    async copySelected(
      actor: Actor,
      input: z.infer<typeof copySelectedEvents>,
    ): Promise<CopyOutcome> {
      authorize(actor, 'plan.copyToCompanies');
      if (input.target_companies.length === 0)
        throw fieldError('target_companies', 'copy.noCompanies');
      const sources = await chosen(actor, input.target_events);
      const companies = await checkCompanies(input.target_companies);
      return write(
        actor,
        'copy',
        into(sources, companies, (e) => ({ fiscalYearId: e.fiscal_year_id, date: e.date })),
        companies,
      );
    },

    /** Super-Admin: a company's (default: the owner's template) year into municipalities' next year. */
    async copyYear(actor: Actor, input: z.infer<typeof copyEvents>): Promise<CopyOutcome> {
      authorize(actor, 'plan.copyToCompanies');
      if (input.target_companies.length === 0)
        throw fieldError('target_companies', 'copy.noCompanies');
      const sourceId = input.source_id ?? actor.companyId;
      if (!(await companiesRepository(ctx.db).find(sourceId))) throw notFound();
      const [from, to] = [
        await fiscalYear(input.from_fiscal_year, 'from_fiscal_year'),
        await fiscalYear(input.to_fiscal_year, 'to_fiscal_year'),
      ];
      const companies = await checkCompanies(input.target_companies);
      const sources = await withRelations(await events.ofFiscalYear(sourceId, from.id));
      return write(
        actor,
        'copy',
        into(sources, companies, (e) => ({
          fiscalYearId: to.id,
          date: moveDate(e.date, from, to),
        })),
        companies,
      );
    },

    /**
     * A municipality's own events from one fiscal year into another; with `target_companies`
     * (Super-Admin), each of those municipalities' own year, all in one transaction.
     */
    async copyOwnYear(actor: Actor, input: z.infer<typeof copyMyEvents>): Promise<CopyOutcome> {
      if (input.target_companies?.length) return copyOwnYears(actor, input.target_companies, input);
      const companyId = companyFor(actor, 'plan.copyOwnYear', input.company_id);
      if (!(await companiesRepository(ctx.db).find(companyId))) throw notFound();
      const [from, to] = [
        await fiscalYear(input.from_fiscal_year, 'from_fiscal_year'),
        await fiscalYear(input.to_fiscal_year, 'to_fiscal_year'),
      ];
      const sources = await withRelations(await events.ofFiscalYear(companyId, from.id));
      return write(
        actor,
        'copy',
        into(sources, [companyId], (e) => ({
          fiscalYearId: to.id,
          date: moveDate(e.date, from, to),
        })),
        [companyId],
      );
    },
  };
}
export type EventsCopyService = ReturnType<typeof eventsCopyService>;
