import { sql, type AliasedRawBuilder, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database, FiscalYearRow } from '../../db/schema.js';
import { lookupId } from '../../lib/ids.js';

/** One company's events that a report counts: a fiscal year, and a BS date range within it. */
export interface Scope {
  companyId: number;
  fiscalYearId: number;
  /** BS bounds, inclusive; absent: every event of the fiscal year. */
  range?: { start: string; end: string };
  /** Today's AD date in Nepal: "due" and "overdue" are counted against it. */
  today: string;
  /** Only events naming one of these wards (0: the municipality-level ones); absent: all. */
  wards?: readonly number[];
  /** Only events of one of these branches; absent: all. */
  branchIds?: readonly number[];
}

/**
 * The sums behind every figure of a report, as the database adds them up (docs/behaviour.md
 * §14). Counts and sums only, so that groups add up exactly (the service rolls months up into
 * trimesters and the year).
 */
export interface RawFigures {
  events: number;
  done: number;
  notDone: number;
  postponed: number;
  canceled: number;
  overdue: number;
  due: number;
  /** Done among the due. */
  dueDone: number;
  /** Progress of the events that are not canceled (done = 100, none = 0), summed; and their count. */
  progressSum: number;
  progressCount: number;
  budget: number;
  spent: number;
  /** Spent on the events that have a budget (over 0). */
  budgetedSpent: number;
  overBudget: number;
}

const FIGURE_KEYS = [
  'events',
  'done',
  'notDone',
  'postponed',
  'canceled',
  'overdue',
  'due',
  'dueDone',
  'progressSum',
  'progressCount',
  'budget',
  'spent',
  'budgetedSpent',
  'overBudget',
] as const satisfies readonly (keyof RawFigures)[];

/**
 * The aggregate columns over `events as e`, null-safe so that a left join's missing event adds
 * nothing (`count(e.id)`, and a comparison with null is never true).
 */
function figureColumns(today: string): AliasedRawBuilder<unknown, string>[] {
  const when = (condition: RawBuilder<unknown>) =>
    sql<number>`sum(case when ${condition} then 1 else 0 end)`;
  const status = (s: string) => sql`e.status = ${s}`;
  return [
    sql`count(e.id)`.as('events'),
    when(status('done')).as('done'),
    when(status('notDone')).as('notDone'),
    when(status('postponed')).as('postponed'),
    when(status('canceled')).as('canceled'),
    when(sql`e.status = 'notDone' and e.ad_date < ${today}`).as('overdue'),
    when(sql`e.ad_date < ${today}`).as('due'),
    when(sql`e.status = 'done' and e.ad_date < ${today}`).as('dueDone'),
    sql`sum(case when e.status = 'done' then 100 when e.status <> 'canceled' then coalesce(e.progress, 0) else 0 end)`.as(
      'progressSum',
    ),
    when(sql`e.status <> 'canceled'`).as('progressCount'),
    sql`sum(e.budget)`.as('budget'),
    sql`sum(e.spent)`.as('spent'),
    sql`sum(case when e.budget > 0 then e.spent else 0 end)`.as('budgetedSpent'),
    when(sql`e.spent > e.budget`).as('overBudget'),
  ];
}

/**
 * Numbers as JavaScript numbers: PostgreSQL sends the sum of a bigint as `numeric` (a string),
 * and every sum over no row is null.
 */
export function rawFigures(row: Record<string, unknown>): RawFigures {
  const out = {} as RawFigures;
  for (const key of FIGURE_KEYS) out[key] = Number(row[key] ?? 0);
  return out;
}

/** The event's first category by the categories' order, as a correlated subquery. */
const FIRST_CATEGORY = sql<number>`(select ec.category_id from event_categories ec inner join categories c on c.id = ec.category_id where ec.event_id = e.id order by c.sort_order, c.id limit 1)`;

/** Every SQL statement of the progress reports (docs/decisions/018-progress-model.md). */
export function reportsRepository(db: Kysely<Database>) {
  function scoped(scope: Scope) {
    let q = db
      .selectFrom('events as e')
      .where('e.company_id', '=', lookupId(scope.companyId))
      .where('e.fiscal_year_id', '=', lookupId(scope.fiscalYearId));
    if (scope.range) {
      q = q.where('e.date', '>=', scope.range.start).where('e.date', '<=', scope.range.end);
    }
    const wards = scope.wards ?? [];
    if (wards.length > 0) {
      const named = wards.filter((w) => w > 0);
      // Through event_wards_company_ward (company_id, ward, event_id): the asked wards' events
      // as one list the events are checked against (a semi-join; 0.4 ms for a ward of 2,000
      // events, where an EXISTS per event took 1.4 ms).
      const company = lookupId(scope.companyId);
      const inWard = sql<SqlBool>`e.id in (select w.event_id from event_wards w where w.company_id = ${company} and w.ward in (${sql.join(named)}))`;
      const wholeMunicipality = sql<SqlBool>`e.id not in (select w.event_id from event_wards w where w.company_id = ${company})`;
      const conditions = [
        ...(named.length > 0 ? [inWard] : []),
        ...(wards.includes(0) ? [wholeMunicipality] : []),
      ];
      q = q.where((eb) => eb.or(conditions));
    }
    if (scope.branchIds && scope.branchIds.length > 0) {
      q = q.where('e.branch_id', 'in', scope.branchIds.map(lookupId));
    }
    return q;
  }

  /** The scope's events with their first category joined, as the report lists them. */
  function listed(scope: Scope) {
    return scoped(scope)
      .leftJoin('categories as fc', (join) => join.on(sql<SqlBool>`fc.id = ${FIRST_CATEGORY}`))
      .select([
        'e.id',
        'e.title',
        'e.date',
        'e.ad_date',
        'e.time',
        'e.assign_to',
        'e.status',
        'e.planned_date',
        'e.completed_date',
        'e.outcome',
        'e.status_reason',
        'e.progress',
        'e.budget',
        'e.spent',
        'fc.id as category_id',
        'fc.name as category_name',
        'fc.name_en as category_name_en',
      ])
      .orderBy('e.ad_date')
      .orderBy('e.time')
      .orderBy('e.id');
  }

  return {
    /** The company's letterhead: name and address. */
    company(id: number) {
      return db
        .selectFrom('companies')
        .select([
          'id',
          'name',
          'description',
          'address',
          'province',
          'district',
          'municipality',
          'ward_count',
          'updated_at',
        ])
        .where('id', '=', lookupId(id))
        .executeTakeFirst();
    },

    /** The fiscal year whose dates hold a BS day (when none is active). */
    fiscalYearHolding(bsDate: string): Promise<FiscalYearRow | undefined> {
      return db
        .selectFrom('fiscal_years')
        .selectAll()
        .where('start_date', '<=', bsDate)
        .where('end_date', '>=', bsDate)
        .orderBy('sort_order')
        .orderBy('id')
        .executeTakeFirst();
    },

    /**
     * Figures by the event's first category (null: none) and BS month of its date, in the
     * categories' order, then the months': one pass over the events gives the breakdowns by
     * category and by month, which the service adds up from these cells (at most a dozen
     * months times the categories).
     */
    async byCategoryAndMonth(scope: Scope) {
      const year = sql<string>`substr(e.date, 1, 4)`;
      const month = sql<string>`substr(e.date, 6, 2)`;
      const rows = await scoped(scope)
        .leftJoin('categories as fc', (join) => join.on(sql<SqlBool>`fc.id = ${FIRST_CATEGORY}`))
        .select([
          'fc.id as id',
          'fc.name as name',
          'fc.name_en as name_en',
          year.as('year'),
          month.as('month'),
          ...figureColumns(scope.today),
        ])
        .groupBy(['fc.id', 'fc.name', 'fc.name_en', 'fc.sort_order', year, month])
        .orderBy(sql`case when fc.id is null then 1 else 0 end`)
        .orderBy('fc.sort_order')
        .orderBy('fc.id')
        .orderBy(year)
        .orderBy(month)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        name_en: r.name_en,
        year: Number(r.year),
        month: Number(r.month),
        ...rawFigures(r as Record<string, unknown>),
      }));
    },

    /**
     * Figures by ward (null: the municipality-level events), in the wards' order, null last:
     * one GROUP BY over the scope's events left-joined to their wards, so that an event of
     * several wards counts in each. With a ward filter only the asked wards are joined (the
     * filter itself finds the events through event_wards_company_ward, in `scoped`).
     */
    async byWard(scope: Scope) {
      const named = (scope.wards ?? []).filter((w) => w > 0);
      const rows = await scoped(scope)
        // By event_id alone: the primary key (event_id, ward) covers the join. A condition on
        // ew.company_id here made SQLite scan the company's every ward row for each event
        // (event_wards_company_ward by company_id only): 430 ms instead of 2 ms at 2,000 events.
        .leftJoin('event_wards as ew', (join) => {
          const on = join.onRef('ew.event_id', '=', 'e.id');
          return named.length > 0 ? on.on('ew.ward', 'in', named) : on;
        })
        .select(['ew.ward as ward', ...figureColumns(scope.today)])
        .groupBy('ew.ward')
        .orderBy(sql`case when ew.ward is null then 1 else 0 end`)
        .orderBy('ew.ward')
        .execute();
      return rows.map((r) => ({
        ward: r.ward === null ? null : Number(r.ward),
        ...rawFigures(r as Record<string, unknown>),
      }));
    },

    /**
     * Figures by responsible person as written (null: nobody named) and by branch (null: none,
     * or a branch since gone), in one GROUP BY over both: each reads the whole event rows
     * (neither is in a covering index), so one pass serves the two breakdowns, which the
     * service adds up from these cells (few: a person mostly works in one branch).
     */
    async byAssigneeAndBranch(scope: Scope) {
      const rows = await scoped(scope)
        .leftJoin('branches as b', (join) =>
          join.onRef('b.id', '=', 'e.branch_id').onRef('b.company_id', '=', 'e.company_id'),
        )
        .select([
          'e.assign_to as assignee',
          'b.id as branch_id',
          'b.name as branch_name',
          'b.name_en as branch_name_en',
          'b.sort_order as branch_order',
          ...figureColumns(scope.today),
        ])
        .groupBy(['e.assign_to', 'b.id', 'b.name', 'b.name_en', 'b.sort_order'])
        .execute();
      return rows.map((r) => ({
        assignee: r.assignee,
        branch:
          r.branch_id === null
            ? null
            : {
                id: r.branch_id,
                name: r.branch_name ?? '',
                name_en: r.branch_name_en,
                order: Number(r.branch_order),
              },
        ...rawFigures(r as Record<string, unknown>),
      }));
    },

    /** The municipality's branches in their order, inactive ones too: the report's filter. */
    branches(companyId: number) {
      return db
        .selectFrom('branches')
        .select(['id', 'name', 'name_en', 'active'])
        .where('company_id', '=', lookupId(companyId))
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
    },

    /** Not done and dated before today, oldest first. */
    overdue(scope: Scope, limit: number) {
      return listed(scope)
        .where('e.status', '=', 'notDone')
        .where('e.ad_date', '<', scope.today)
        .limit(limit)
        .execute();
    },

    /** Not done and dated from today to `until` (AD, inclusive), soonest first. */
    upcoming(scope: Scope, until: string, limit: number) {
      return listed(scope)
        .where('e.status', '=', 'notDone')
        .where('e.ad_date', '>=', scope.today)
        .where('e.ad_date', '<=', until)
        .limit(limit)
        .execute();
    },

    /** Every event of the scope in date order. */
    events(scope: Scope) {
      return listed(scope).execute();
    },

    /**
     * One row per municipality (never the owner company) with the figures of its events in a
     * fiscal year: a left join, so that a municipality without a plan has zeros.
     */
    async companies(
      fiscalYearId: number,
      today: string,
      filters: { province: string | null; district: string | null },
    ) {
      let q = db
        .selectFrom('companies as c')
        .leftJoin('events as e', (join) =>
          join
            .onRef('e.company_id', '=', 'c.id')
            .on('e.fiscal_year_id', '=', lookupId(fiscalYearId)),
        )
        .where('c.is_owner', '=', 0);
      if (filters.province) q = q.where('c.province', '=', filters.province);
      if (filters.district) q = q.where('c.district', '=', filters.district);
      const rows = await q
        .select([
          'c.id',
          'c.name',
          'c.province',
          'c.district',
          'c.municipality',
          sql<string | null>`max(e.updated_at)`.as('last_update'),
          ...figureColumns(today),
        ])
        .groupBy(['c.id', 'c.name', 'c.province', 'c.district', 'c.municipality'])
        .orderBy('c.name')
        .orderBy('c.id')
        .execute();
      return rows.map((r) => ({
        company: {
          id: r.id,
          name: r.name,
          province: r.province,
          district: r.district,
          municipality: r.municipality,
        },
        last_update: (r.last_update as string | null) ?? null,
        ...rawFigures(r as Record<string, unknown>),
      }));
    },
  };
}

export type ReportsRepository = ReturnType<typeof reportsRepository>;
export type ListedEvent = Awaited<ReturnType<ReportsRepository['events']>>[number];
