import { z } from 'zod';
import { emptyAsAbsent, optionalId, optionalText } from './common.js';
import { MAX_EVENT_WARDS, MAX_WARD } from './organisation.js';
import { EVENT_STATUSES } from './statuses.js';

/**
 * Progress against the plan (issue 14, docs/decisions/018-progress-model.md). Every figure is
 * computed by the database over one company's fiscal year, or one trimester of it.
 *
 * - `due`: events whose date has passed in Nepal (before today), whatever their status.
 * - `completion_rate`: `due_done` ÷ `due`, 0–1; null when nothing is due yet.
 * - `physical_progress`: the mean progress (0–100) of the events that are not canceled, a done
 *   event counting 100 and one without a figure 0; null when there are none.
 * - `financial_progress`: spent ÷ budget over the events that have a budget, 0–1 or more when
 *   over; null when none has one.
 */

/** 1 = श्रावण–कार्तिक, 2 = मंसिर–फाल्गुण, 3 = चैत्र–असार. */
export const TRIMESTERS = [1, 2, 3] as const;
export type Trimester = (typeof TRIMESTERS)[number];

/**
 * Numbers as a query sends them: one (`3`), several comma-separated (`3,5`) or repeated
 * (`ward=3&ward=5`); sorted and unique. Absent or empty: no filter.
 */
const numberList = (min: number, max: number) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null || v === '') return undefined;
      const parts = (Array.isArray(v) ? v : [v]).flatMap((p) => String(p).split(','));
      const list = parts.map((p) => p.trim()).filter((p) => p !== '');
      return list.length === 0
        ? undefined
        : list.map((p) => (/^\d{1,10}$/.test(p) ? Number(p) : NaN));
    },
    z
      .array(z.number().int().min(min).max(max))
      .max(MAX_EVENT_WARDS)
      .transform((list) => [...new Set(list)].sort((a, b) => a - b))
      .optional(),
  );

export const progressQuery = z.object({
  /** Default: the active fiscal year. */
  fiscal_year_id: optionalId,
  /** Absent: the whole year. */
  trimester: emptyAsAbsent(z.coerce.number().int().min(1).max(3).optional()),
  /** Super-Admin only; others read their own municipality. */
  company_id: optionalId,
  /** `events`: also every event of the period, for the printed report. */
  detail: emptyAsAbsent(z.enum(['summary', 'events']).default('summary')),
  /**
   * Only the events that name one of these wards (issue 28): a ward's own report. 0 stands for
   * the municipality-level events (no ward), as in the events list's `ward`.
   */
  ward: numberList(0, MAX_WARD),
  /** Only the events of one of these branches (ids). */
  branch_id: numberList(1, 2_147_483_647),
});
export type ProgressQuery = z.infer<typeof progressQuery>;

export const progressFigures = z.object({
  events: z.number(),
  done: z.number(),
  notDone: z.number(),
  postponed: z.number(),
  canceled: z.number(),
  overdue: z.number(),
  due: z.number(),
  /** Of the `due` events, those done: the completion rate's numerator (issue 27). */
  due_done: z.number().optional(),
  completion_rate: z.number().nullable(),
  physical_progress: z.number().nullable(),
  budget: z.number(),
  spent: z.number(),
  financial_progress: z.number().nullable(),
  /** Events whose spending passed their budget. */
  over_budget: z.number(),
});
export type ProgressFigures = z.infer<typeof progressFigures>;

/** A row of the by-ward table: `ward` null is the municipality-level events (पालिका स्तरीय). */
export const wardProgress = progressFigures.extend({ ward: z.number().nullable() });
export type WardProgress = z.infer<typeof wardProgress>;
/** A row of the by-branch table: `id` null is the events without a branch (शाखा नतोकिएको). */
export const branchProgress = progressFigures.extend({
  id: z.number().nullable(),
  name: z.string().nullable(),
  name_en: z.string().nullable().optional(),
});
export type BranchProgress = z.infer<typeof branchProgress>;

/** An event as the report lists it. */
export const reportEvent = z.object({
  id: z.number(),
  title: z.string(),
  date: z.string(),
  ad_date: z.string(),
  time: z.string(),
  assignTo: z.string().nullable(),
  status: z.enum(EVENT_STATUSES),
  overdue: z.boolean(),
  /** The event's first category by the categories' order; null when it has none. */
  category: z
    .object({ id: z.number(), name: z.string(), name_en: z.string().nullable().optional() })
    .nullable(),
  planned_date: z.string().nullable(),
  completed_date: z.string().nullable(),
  outcome: z.string().nullable(),
  status_reason: z.string().nullable(),
  progress: z.number().nullable(),
  budget: z.number().nullable(),
  spent: z.number().nullable(),
});
export type ReportEvent = z.infer<typeof reportEvent>;

export const progressReport = z.object({
  company: z.object({ id: z.number(), name: z.string() }),
  fiscal_year: z.object({ id: z.number(), year: z.string() }),
  trimester: z.number().nullable(),
  /** The period in BS, inclusive. */
  period: z.object({ start: z.string(), end: z.string() }),
  /** Today in Nepal, BS: what "overdue" and "due" were counted against. */
  today: z.string(),
  totals: progressFigures,
  /** By the event's first category (an event counts once); `id` null: without a category. */
  by_category: z.array(
    progressFigures.extend({
      id: z.number().nullable(),
      name: z.string().nullable(),
      /** The category's English name, if it has one (docs/behaviour.md §6). */
      name_en: z.string().nullable().optional(),
    }),
  ),
  /**
   * By ward (वडागत, issue 28): one row per ward that has events, in the wards' order, then
   * `ward: null` for the municipality-level events. An event that names several wards counts
   * in each of them, so the rows add up to more than the totals; with a ward filter, only the
   * asked wards have rows.
   */
  by_ward: z.array(wardProgress).optional(),
  /**
   * By branch (शाखागत): one row per branch that has events, in the branches' order (inactive
   * ones too), then `id: null` for the events without one (शाखा नतोकिएको). An event counts once.
   */
  by_branch: z.array(branchProgress).optional(),
  /** The ward and branch filters the report was made with; empty lists: none. */
  filters: z.object({ wards: z.array(z.number()), branch_ids: z.array(z.number()) }).optional(),
  /** The municipality's wards and branches, as the report's filters offer them. */
  organisation: z
    .object({
      /** Its wards are 1..ward_count; null: not known yet. */
      ward_count: z.number().nullable(),
      branches: z.array(
        z.object({
          id: z.number(),
          name: z.string(),
          name_en: z.string().nullable(),
          active: z.boolean(),
        }),
      ),
    })
    .optional(),
  /** By responsible person or branch, as written; null: nobody named. */
  by_assignee: z.array(progressFigures.extend({ name: z.string().nullable() })),
  /** By BS month of the event's date, in the year's order (Shrawan first). */
  by_month: z.array(progressFigures.extend({ year: z.number(), month: z.number() })),
  /** The year's three trimesters (only the chosen one when a trimester is asked). */
  by_trimester: z.array(progressFigures.extend({ trimester: z.number() })),
  /** Overdue events of the period, oldest first (at most 100). */
  overdue: z.array(reportEvent),
  /** Events of the next seven days from today, not done (at most 100). */
  upcoming: z.array(reportEvent),
  /** With `detail=events`: every event of the period in date order. */
  events: z.array(reportEvent).optional(),
});
export type ProgressReport = z.infer<typeof progressReport>;

export const companiesProgressQuery = z.object({
  /** Default: the active fiscal year. */
  fiscal_year_id: optionalId,
  province: optionalText(100),
  district: optionalText(100),
});
export type CompaniesProgressQuery = z.infer<typeof companiesProgressQuery>;

/** One municipality's figures in the national table: a part of progressFigures. */
export const companyProgress = progressFigures
  .pick({
    events: true,
    done: true,
    overdue: true,
    due: true,
    due_done: true,
    completion_rate: true,
    physical_progress: true,
    budget: true,
    spent: true,
    financial_progress: true,
  })
  .extend({
    company: z.object({
      id: z.number(),
      name: z.string(),
      province: z.string().nullable(),
      district: z.string().nullable(),
      municipality: z.string().nullable(),
    }),
    /** ISO time of the last change to one of the year's events; null without a plan. */
    last_update: z.string().nullable(),
  });
export type CompanyProgress = z.infer<typeof companyProgress>;

export const companiesProgress = z.object({
  fiscal_year: z.object({ id: z.number(), year: z.string() }),
  today: z.string(),
  /** One row per municipality (the owner company excluded), those without a plan too. */
  data: z.array(companyProgress),
  /** Municipalities with no event in the year. */
  without_plan: z.number(),
});
export type CompaniesProgress = z.infer<typeof companiesProgress>;
