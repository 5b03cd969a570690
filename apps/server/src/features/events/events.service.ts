import type { z } from 'zod';
import { bsToAdString, bsToString, type BsDate } from '@karyayojana/nepali-calendar';
import {
  excerpt,
  inFiscalYear,
  type Event,
  type EventStatus,
  type StatusChange,
  type changeDate,
  type eventCreate,
  type eventListQuery,
  type eventUpdate,
} from '@karyayojana/contracts';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Database, FiscalYearRow } from '../../db/schema.js';
import { isoNow } from '../../lib/clock.js';
import { lookupId } from '../../lib/ids.js';
import { notFound, fieldError } from '../../lib/errors.js';
import {
  actorReaches,
  authorize,
  authorizeEvent,
  companyFor,
  outOfScope,
  type Actor,
  type EventPlace,
} from '../../lib/access.js';
import { AppError } from '../../lib/errors.js';
import { organisationChecks } from '../organisation/organisation.service.js';
import { companiesRepository } from '../companies/companies.repository.js';
import type { FilesService } from '../files/files.service.js';
import { fiscalYearsRepository } from '../fiscal-years/fiscal-years.repository.js';
import { tasksRepository } from '../tasks/tasks.repository.js';
import { assembleEvents } from './event-view.js';
import { linkWindowEnd } from '../files/file-store.js';
import type { CachedBody } from '../../lib/response-cache.js';
import { revisionsRepository } from '../../db/revisions.js';
import { changesOf, recordActivity } from '../../lib/activity.js';
import { activitySummary } from '../../lib/activity-summary.js';
import { eventsRepository } from './events.repository.js';
import { insertEvent } from './write-event.js';
import { eventSnapshot, moveToTrash } from '../trash/trash.service.js';

type StoredEvent = NonNullable<Awaited<ReturnType<ReturnType<typeof eventsRepository>['find']>>>;

type OutcomeField =
  'completed_date' | 'outcome' | 'status_reason' | 'progress' | 'budget' | 'spent';

/**
 * What an edit records about what happened: the outcome fields as they will be stored. Fields
 * the client left out keep their stored value; the status decides the rest (decision 018).
 */
export function outcomeOf(
  current: Pick<StoredEvent, OutcomeField | 'status'>,
  input: Pick<z.infer<typeof eventUpdate>, OutcomeField | 'status'>,
  fy: FiscalYearRow,
  todayBs: BsDate,
) {
  const kept = <T>(sent: T | undefined, stored: T) => (sent === undefined ? stored : sent);
  const status = input.status;
  const today = bsToString(todayBs);

  let completed_date: string | null = null;
  if (status === 'done') {
    completed_date =
      input.completed_date ?? (current.status === 'done' ? current.completed_date : null) ?? today;
    if (completed_date < fy.start_date) {
      throw fieldError('completed_date', 'progress.completedBeforeYear', {
        year: fy.year,
        start: fy.start_date,
      });
    }
    if (completed_date > today) {
      throw fieldError('completed_date', 'progress.completedInFuture', { today });
    }
  }

  // A reason is asked for by our own form, never required on the wire: SPEC.md's update has no
  // such field (decision 031). None sent and none stored is null: "no reason given".
  let status_reason: string | null = null;
  if (status === 'postponed' || status === 'canceled') {
    status_reason = kept(input.status_reason, current.status_reason) ?? null;
  }

  return {
    completed_date,
    status_reason,
    outcome: kept(input.outcome, current.outcome),
    progress: status === 'done' ? 100 : kept(input.progress, current.progress),
    budget: kept(input.budget, current.budget),
    spent: kept(input.spent, current.spent),
  };
}

/** Without per_page the list returns every match, bounded (docs/behaviour.md §7). */
export const MAX_UNPAGED = 5000;

/** A fiscal year's row as the shared inFiscalYear() reads it. */
export function yearSpan(fy: FiscalYearRow): { startDate: string; endDate: string } {
  return { startDate: fy.start_date, endDate: fy.end_date };
}

/** Events: list, read, create on many dates, update, re-date, delete (docs/behaviour.md §7). */
// The files service is no longer used here (a delete keeps the files until the purge); the
// signature stays so that the callers don't change.
export function eventsService(ctx: AppContext, _files: FilesService) {
  const repo = eventsRepository(ctx.db);
  const years = fiscalYearsRepository(ctx.db);
  const revisions = revisionsRepository(ctx.db);

  async function fiscalYear(id: number): Promise<FiscalYearRow> {
    const fy = await years.find(lookupId(id));
    if (!fy) throw fieldError('fiscal_year_id', 'field.noSuchFiscalYear');
    return fy;
  }
  async function checkCategories(ids: number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    const found = await repo.existingCategoryIds(unique);
    if (found.length !== unique.length) {
      throw fieldError('categories', 'field.noSuchCategory');
    }
    return unique;
  }
  async function withRelations(db: Kysely<Database>, rows: Awaited<ReturnType<typeof repo.list>>) {
    const ids = rows.map((r) => r.id);
    const [links, tasks, wards] = await Promise.all([
      eventsRepository(db).categoriesOf(ids),
      tasksRepository(db).ofEvents(ids),
      eventsRepository(db).wardsOf(ids),
    ]);
    return assembleEvents(rows, links, tasks, ctx.store, ctx.clock.today(), wards);
  }
  /** The actor's branch names, for a refusal that names their scope. */
  const branchNames = (actor: Actor) =>
    organisationChecks(ctx.db).branchNames(actor.companyId, 'ne');
  /**
   * The one access check for an event (lib/access.ts authorizeEvent): 404 for another
   * company's, then the role, then an officer's planning right and scope.
   */
  async function guard(
    actor: Actor,
    action: 'plan.read' | 'events.plan' | 'events.progress',
    place: EventPlace,
  ) {
    if (actor.role === 'user' && action !== 'plan.read') {
      authorizeEvent(actor, action, place, await branchNames(actor));
    } else authorize(actor, action, place.company_id);
  }
  /** The event, its wards and owner, after the access check for `action`. */
  async function load(
    actor: Actor,
    id: number,
    action: 'plan.read' | 'events.plan' | 'events.progress',
  ) {
    const row = await repo.find(id);
    if (!row) throw notFound();
    authorize(actor, 'plan.read', row.company_id);
    const wards = await repo.wardsOfOne(row.id);
    await guard(actor, action, { company_id: row.company_id, wards, branch_id: row.branch_id });
    return { ...row, wards };
  }

  return {
    async list(actor: Actor, query: z.infer<typeof eventListQuery>) {
      const companyId = companyFor(actor, 'plan.read', query.company_id);
      const perPage = query.per_page;
      const filters = {
        fiscalYearId: query.fiscal_year_id,
        status: query.status,
        categoryId: query.category_id,
        ward: query.ward,
        branchId: query.branch_id,
        q: query.q,
        sort: query.sort,
        today: ctx.clock.today(),
        limit: perPage ?? MAX_UNPAGED,
        offset: perPage ? (query.page - 1) * perPage : 0,
      };
      const [rows, total] = await Promise.all([
        repo.list(companyId, filters),
        repo.count(companyId, filters),
      ]);
      const data = await withRelations(ctx.db, rows);
      if (query.content === 'excerpt') {
        for (const event of data) event.content = excerpt(event.content);
      }
      return {
        data,
        meta: { total, page: perPage ? query.page : 1, per_page: perPage ?? MAX_UNPAGED },
      };
    },

    /**
     * The list serialised, from the read cache when the company's revision has not moved
     * since it was made (docs/decisions/012-read-cache.md). A year of 2,000 events is 3 MB of
     * JSON; the timeline asks for it on every visit.
     */
    async listBody(actor: Actor, query: z.infer<typeof eventListQuery>): Promise<CachedBody> {
      const companyId = companyFor(actor, 'plan.read', query.company_id);
      // Overdue is counted against today in Nepal: a body made yesterday says otherwise.
      const key = `events:${companyId}:${ctx.clock.today()}:${JSON.stringify({ ...query, company_id: companyId })}`;
      const revision = await revisions.of(companyId);
      return ctx.readCache.getOrBuild(
        key,
        revision,
        // Taken before the build: the links inside are signed for this window.
        linkWindowEnd(ctx.clock.now().getTime()),
        async () => JSON.stringify(await this.list(actor, query)),
      );
    },

    async get(actor: Actor, id: number): Promise<Event> {
      const row = await load(actor, id, 'plan.read');
      const [event] = await withRelations(ctx.db, [row]);
      if (!event) throw notFound();
      return event;
    },

    /** One event per distinct date of `date` ∪ `multi_dates`, each with the tasks, in one transaction. */
    async create(actor: Actor, input: z.infer<typeof eventCreate>): Promise<Event[]> {
      const companyId = companyFor(actor, 'plan.read', input.company_id);
      if (actor.role === 'user' && !actor.canPlan) {
        throw new AppError('FORBIDDEN', { key: 'scope.progressOnly' });
      }
      authorize(actor, 'events.plan', companyId);
      // A Super-Admin may name any company, but only one that exists.
      if (!(await companiesRepository(ctx.db).find(companyId))) throw notFound();
      const checks = organisationChecks(ctx.db);
      // What a limited officer creates starts inside their scope (docs/decisions/037).
      const wards = await checks.wards(
        companyId,
        input.wards && input.wards.length > 0
          ? input.wards
          : actor.role === 'user'
            ? (actor.scopeWards ?? [])
            : (input.wards ?? []),
        'wards',
      );
      const branchId = await checks.branch(
        companyId,
        input.branch_id !== undefined && input.branch_id !== null
          ? input.branch_id
          : actor.role === 'user'
            ? (actor.scopeBranchIds?.[0] ?? null)
            : null,
        'branch_id',
      );
      if (!actorReaches(actor, { wards, branch_id: branchId })) {
        throw outOfScope(actor, await branchNames(actor));
      }
      const fy = await fiscalYear(input.fiscal_year_id);
      const dates = [
        ...new Set([input.date, ...(input.multi_dates ?? [])].filter((d): d is string => !!d)),
      ].sort();
      if (dates.length === 0) throw fieldError('date', 'date.none');
      const outside = dates.find((d) => !inFiscalYear(d, yearSpan(fy)));
      if (outside) throw fieldError('date', 'date.outsideYear', { date: outside, year: fy.year });
      const categories = await checkCategories(input.categories);
      const now = isoNow(ctx.clock);
      const ids = await ctx.db.transaction().execute(async (trx) => {
        const created: number[] = [];
        for (const date of dates) {
          const event = {
            company_id: companyId,
            fiscal_year_id: fy.id,
            title: input.title,
            content: input.content,
            date,
            time: input.time,
            assign_to: input.assignTo,
            saving_frequency: input.savingFrequency ?? 'yearly',
            categories,
            tasks: input.tasks,
            wards,
            branch_id: branchId,
          };
          created.push(await insertEvent(trx, event, now));
        }
        await recordActivity(
          trx,
          actor,
          {
            action: 'create',
            entity: 'event',
            entityId: created[0] ?? null,
            companyId,
            summary:
              created.length > 1
                ? activitySummary('activity.summary.eventDates', {
                    title: input.title,
                    n: created.length,
                  })
                : activitySummary('activity.summary.event', { title: input.title }),
          },
          now,
        );
        return created;
      });
      const rows = await Promise.all(ids.map((id) => repo.find(id)));
      return withRelations(
        ctx.db,
        rows.filter((r) => r !== undefined),
      );
    },

    /**
     * Edits an event. A status change is kept in its history in the same transaction; the
     * outcome rules of docs/decisions/018-progress-model.md: done carries its completion date
     * (default today in Nepal, within the fiscal year so far) and 100 % progress; postponed and
     * canceled carry their reason when one is given (none is null: decision 031); the new
     * fields left out keep what is stored.
     */
    async update(actor: Actor, id: number, input: z.infer<typeof eventUpdate>): Promise<Event> {
      const current = await load(actor, id, 'plan.read');
      const fy = await fiscalYear(input.fiscal_year_id);
      if (!inFiscalYear(input.date, yearSpan(fy)))
        throw fieldError('date', 'date.outsideYear', { date: input.date, year: fy.year });
      const categories = await checkCategories(input.categories);
      const checks = organisationChecks(ctx.db);
      const wards =
        input.wards === undefined
          ? current.wards
          : await checks.wards(current.company_id, input.wards, 'wards');
      const branchId =
        input.branch_id === undefined
          ? current.branch_id
          : await checks.branch(
              current.company_id,
              input.branch_id,
              'branch_id',
              current.branch_id,
            );
      const links = await repo.categoriesOf([current.id]);
      const before = links.map((l) => l.id).sort((a, b) => a - b);
      const sortedCategories = [...categories].sort((a, b) => a - b);
      // Progress is open to the officers of the event's scope; its plan needs planning rights
      // (docs/decisions/037). The plan is what an officer's progress form does not send.
      const planChanged =
        fy.id !== current.fiscal_year_id ||
        input.title !== current.title ||
        input.content !== current.content ||
        input.date !== current.date ||
        input.time !== current.time ||
        (input.assignTo ?? null) !== (current.assign_to ?? null) ||
        sortedCategories.join() !== before.join() ||
        wards.join() !== current.wards.join() ||
        branchId !== current.branch_id ||
        (input.budget !== undefined && input.budget !== current.budget);
      await guard(actor, planChanged ? 'events.plan' : 'events.progress', {
        company_id: current.company_id,
        wards: current.wards,
        branch_id: current.branch_id,
      });
      // An officer cannot move an event out of their own scope either.
      if (planChanged && !actorReaches(actor, { wards, branch_id: branchId })) {
        throw outOfScope(actor, await branchNames(actor));
      }
      const outcome = outcomeOf(current, input, fy, ctx.clock.todayBs());
      const now = isoNow(ctx.clock);
      await ctx.db.transaction().execute(async (trx) => {
        const events = eventsRepository(trx);
        const stored = {
          fiscal_year_id: fy.id,
          title: input.title,
          content: input.content,
          date: input.date,
          time: input.time,
          assign_to: input.assignTo,
          status: input.status,
          ...outcome,
        };
        // The stored branch's name came with the event (its join); a new one is read once.
        const branchAfter =
          branchId === current.branch_id
            ? current.branch_name
            : branchId === null
              ? null
              : ((
                  await trx
                    .selectFrom('branches')
                    .select('name')
                    .where('id', '=', branchId)
                    .executeTakeFirst()
                )?.name ?? null);
        await recordActivity(
          trx,
          actor,
          {
            action: 'update',
            entity: 'event',
            entityId: current.id,
            companyId: current.company_id,
            summary: activitySummary('activity.summary.event', { title: input.title }),
            changes: changesOf(
              {
                ...current,
                categories: before,
                wards: current.wards,
                branch: current.branch_name,
              },
              {
                ...stored,
                categories: sortedCategories,
                wards,
                branch: branchAfter,
              },
            ),
          },
          now,
        );
        await events.update(
          current.id,
          {
            fiscal_year_id: fy.id,
            title: input.title,
            content: input.content,
            date: input.date,
            ad_date: bsToAdString(input.date),
            time: input.time,
            assign_to: input.assignTo,
            status: input.status,
            // Rows from before migration 004 have one already; this never moves it.
            planned_date: current.planned_date ?? current.date,
            branch_id: branchId,
            ...outcome,
          },
          now,
        );
        await events.setCategories(current.id, categories);
        if (wards.join() !== current.wards.join()) {
          await events.setWards(current.id, current.company_id, wards);
        }
        if (current.status !== input.status) {
          await events.addStatusChange(
            {
              event_id: current.id,
              company_id: current.company_id,
              from_status: current.status,
              to_status: input.status,
              at: now,
              user_id: actor.id,
              reason: outcome.status_reason,
              completed_date: outcome.completed_date,
            },
            actor.name,
          );
        }
      });
      return this.get(actor, id);
    },

    /** The event's status changes, newest first. */
    async statusHistory(actor: Actor, id: number): Promise<StatusChange[]> {
      const event = await load(actor, id, 'plan.read');
      const rows = await repo.statusHistory(event.id);
      return rows.map((r) => ({
        from: r.from_status as EventStatus,
        to: r.to_status as EventStatus,
        at: r.at,
        by: { id: r.user_id, name: r.user_name },
        reason: r.reason,
        completed_date: r.completed_date,
      }));
    },

    async changeDate(actor: Actor, id: number, input: z.infer<typeof changeDate>): Promise<Event> {
      const current = await load(actor, id, 'events.plan');
      const date = input.date;
      if (!date) throw fieldError('date', 'date.changeMissing');
      const fy = await fiscalYear(current.fiscal_year_id);
      if (!inFiscalYear(date, yearSpan(fy))) throw fieldError('date', 'date.changeInvalid');
      const now = isoNow(ctx.clock);
      await ctx.db.transaction().execute(async (trx) => {
        await eventsRepository(trx).update(id, { date, ad_date: bsToAdString(date) }, now);
        await recordActivity(
          trx,
          actor,
          {
            action: 'update',
            entity: 'event',
            entityId: current.id,
            companyId: current.company_id,
            summary: activitySummary('activity.summary.event', { title: current.title }),
            changes: changesOf(current, { date }),
          },
          now,
        );
      });
      return this.get(actor, id);
    },

    /**
     * Moves an event with its tasks to the trash (docs/decisions/023): their rows as they are
     * go into one trash row, in the delete's transaction; their files stay until the purge.
     */
    async remove(actor: Actor, id: number): Promise<void> {
      await load(actor, id, 'events.plan');
      await ctx.db.transaction().execute(async (trx) => {
        const current = await eventsRepository(trx).find(id);
        if (!current) throw notFound();
        const { snapshot, fileIds } = await eventSnapshot(trx, id);
        await eventsRepository(trx).delete(id);
        await moveToTrash(trx, ctx, actor, {
          kind: 'event',
          entityId: id,
          companyId: current.company_id,
          title: current.title,
          snapshot,
          fileIds,
        });
      });
    },
  };
}
export type EventsService = ReturnType<typeof eventsService>;
