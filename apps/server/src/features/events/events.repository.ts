import { sql, type Kysely, type SqlBool } from 'kysely';
import { toAsciiDigits } from '@karyayojana/nepali-calendar';
import type { Database } from '../../db/schema.js';
import { lookupId } from '../../lib/ids.js';

export interface EventFilters {
  fiscalYearId?: number | undefined;
  /** One of the four, `all`, or `overdue` (not done before `today`). */
  status?: string | undefined;
  /** Today's AD date in Nepal: what `overdue` is counted against. */
  today: string;
  categoryId?: number | undefined;
  /** Events that name this ward; 0: those of the whole municipality (no ward). */
  ward?: number | undefined;
  branchId?: number | undefined;
  q?: string | undefined;
  sort: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export interface NewEvent {
  company_id: number;
  fiscal_year_id: number;
  title: string;
  content: string;
  date: string;
  ad_date: string;
  time: string;
  assign_to: string | null;
  status: string;
  saving_frequency: string;
  planned_date?: string | null;
  completed_date?: string | null;
  outcome?: string | null;
  status_reason?: string | null;
  progress?: number | null;
  budget?: number | null;
  spent?: number | null;
  branch_id?: number | null;
}

/** One status change as the history keeps it. */
export interface NewStatusChange {
  event_id: number;
  company_id: number;
  from_status: string;
  to_status: string;
  at: string;
  user_id: number;
  reason: string | null;
  completed_date: string | null;
}

const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every SQL statement about events and their category links. */
export function eventsRepository(db: Kysely<Database>) {
  function filtered(companyId: number, f: Omit<EventFilters, 'sort' | 'limit' | 'offset'>) {
    let q = db.selectFrom('events as e').where('e.company_id', '=', lookupId(companyId));
    if (f.fiscalYearId) q = q.where('e.fiscal_year_id', '=', lookupId(f.fiscalYearId));
    if (f.status === 'overdue') {
      q = q.where('e.status', '=', 'notDone').where('e.ad_date', '<', f.today);
    } else if (f.status && f.status !== 'all') q = q.where('e.status', '=', f.status);
    if (f.categoryId) {
      const categoryId = lookupId(f.categoryId);
      q = q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('event_categories as ec')
            .select('ec.event_id')
            .whereRef('ec.event_id', '=', 'e.id')
            .where('ec.category_id', '=', categoryId),
        ),
      );
    }
    if (f.ward !== undefined) {
      const ward = f.ward;
      q =
        ward === 0
          ? q.where((eb) =>
              eb.not(
                eb.exists(
                  eb
                    .selectFrom('event_wards as ew')
                    .select('ew.event_id')
                    .whereRef('ew.event_id', '=', 'e.id'),
                ),
              ),
            )
          : q.where((eb) =>
              eb.exists(
                eb
                  .selectFrom('event_wards as ew')
                  .select('ew.event_id')
                  .whereRef('ew.event_id', '=', 'e.id')
                  .where('ew.ward', '=', ward),
              ),
            );
    }
    if (f.branchId) q = q.where('e.branch_id', '=', lookupId(f.branchId));
    if (f.q) {
      const pattern = likePattern(f.q);
      // BS dates are stored in ASCII digits; people type them in Devanagari too.
      const datePattern = likePattern(toAsciiDigits(f.q));
      // Portable case-insensitive search; the pattern's own % and _ are escaped.
      q = q.where((eb) =>
        eb.or([
          sql<SqlBool>`lower(e.title) like ${pattern} escape '\\'`,
          sql<SqlBool>`lower(e.content) like ${pattern} escape '\\'`,
          sql<SqlBool>`e.date like ${datePattern} escape '\\'`,
        ]),
      );
    }
    return q;
  }

  return {
    async count(companyId: number, f: EventFilters): Promise<number> {
      const r = await filtered(companyId, f)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },

    /** One page of events in date order, with their fiscal year: one query. */
    list(companyId: number, f: EventFilters) {
      return filtered(companyId, f)
        .innerJoin('fiscal_years as fy', 'fy.id', 'e.fiscal_year_id')
        .leftJoin('branches as b', 'b.id', 'e.branch_id')
        .selectAll('e')
        .select(['fy.year as fiscal_year', 'b.name as branch_name', 'b.name_en as branch_name_en'])
        .orderBy('e.ad_date', f.sort)
        .orderBy('e.time', f.sort)
        .orderBy('e.id', f.sort)
        .limit(f.limit)
        .offset(f.offset)
        .execute();
    },

    /** One event with its fiscal year, whichever company owns it (the caller checks access). */
    find(id: number) {
      return db
        .selectFrom('events as e')
        .innerJoin('fiscal_years as fy', 'fy.id', 'e.fiscal_year_id')
        .leftJoin('branches as b', 'b.id', 'e.branch_id')
        .selectAll('e')
        .select(['fy.year as fiscal_year', 'b.name as branch_name', 'b.name_en as branch_name_en'])
        .where('e.id', '=', lookupId(id))
        .executeTakeFirst();
    },

    findMany(companyIds: number[] | null, ids: number[]) {
      let q = db.selectFrom('events').selectAll().where('id', 'in', ids.map(lookupId));
      if (companyIds) q = q.where('company_id', 'in', companyIds);
      return q.orderBy('ad_date').orderBy('id').execute();
    },

    ofFiscalYear(companyId: number | number[], fiscalYearId: number) {
      const companies = [companyId].flat().map(lookupId);
      return db
        .selectFrom('events')
        .selectAll()
        .where('company_id', 'in', companies)
        .where('fiscal_year_id', '=', fiscalYearId)
        .orderBy('ad_date')
        .orderBy('id')
        .execute();
    },

    /** Category links of many events at once. */
    categoriesOf(eventIds: number[]) {
      if (eventIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('event_categories as ec')
        .innerJoin('categories as c', 'c.id', 'ec.category_id')
        .select(['ec.event_id', 'c.id', 'c.name', 'c.name_en'])
        .where('ec.event_id', 'in', eventIds)
        .orderBy('c.sort_order')
        .execute();
    },

    /** Ward numbers of many events at once, ascending. */
    wardsOf(eventIds: number[]) {
      if (eventIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('event_wards')
        .select(['event_id', 'ward'])
        .where('event_id', 'in', eventIds)
        .orderBy('ward')
        .execute();
    },

    /** An event's wards, as a sorted list. */
    async wardsOfOne(eventId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('event_wards')
        .select('ward')
        .where('event_id', '=', eventId)
        .orderBy('ward')
        .execute();
      return rows.map((r) => r.ward);
    },

    /** Replaces an event's wards (none: the whole municipality). */
    async setWards(eventId: number, companyId: number, wards: readonly number[]) {
      await db.deleteFrom('event_wards').where('event_id', '=', eventId).execute();
      if (wards.length) {
        await db
          .insertInto('event_wards')
          .values(wards.map((ward) => ({ event_id: eventId, company_id: companyId, ward })))
          .execute();
      }
    },

    async insert(values: NewEvent, now: string): Promise<number> {
      const r = await db
        .insertInto('events')
        .values({ ...values, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return r.id;
    },

    async setCategories(eventId: number, categoryIds: number[]) {
      await db.deleteFrom('event_categories').where('event_id', '=', eventId).execute();
      if (categoryIds.length) {
        await db
          .insertInto('event_categories')
          .values(categoryIds.map((category_id) => ({ event_id: eventId, category_id })))
          .execute();
      }
    },

    async update(id: number, values: Partial<NewEvent>, now: string) {
      await db
        .updateTable('events')
        .set({ ...values, updated_at: now })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Writes a status change, naming the officer as they are called now: the signed-in
     * actor's name when the caller has it, else read from the user's row.
     */
    async addStatusChange(change: NewStatusChange, userName?: string) {
      const name =
        userName ??
        (
          await db
            .selectFrom('users')
            .select('name')
            .where('id', '=', change.user_id)
            .executeTakeFirst()
        )?.name;
      await db
        .insertInto('event_status_history')
        .values({ ...change, user_name: name ?? null })
        .execute();
    },

    /** An event's status changes, newest first. */
    statusHistory(eventId: number) {
      return db
        .selectFrom('event_status_history')
        .selectAll()
        .where('event_id', '=', eventId)
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    async delete(id: number) {
      await db.deleteFrom('events').where('id', '=', id).execute();
    },

    async existingCategoryIds(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('categories')
        .select('id')
        .where('id', 'in', ids.map(lookupId))
        .execute();
      return rows.map((r) => r.id);
    },
  };
}
export type EventsRepository = ReturnType<typeof eventsRepository>;
