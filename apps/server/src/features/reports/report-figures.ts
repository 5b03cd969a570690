import {
  bsToString,
  daysInBsMonth,
  parseBs,
  trimesterBounds,
  trimesterOfMonth,
  type Trimester,
} from '@karyayojana/nepali-calendar';
import type { ProgressFigures, ReportEvent } from '@karyayojana/contracts';
import type { FiscalYearRow } from '../../db/schema.js';
import type { ListedEvent, RawFigures } from './reports.repository.js';

/** A BS date range, both ends included. */
export interface Period {
  start: string;
  end: string;
}

const round = (value: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

/**
 * The figures of the contract from the database's sums (packages/contracts/src/reports.ts
 * defines each one): rates as fractions to 4 decimals, physical progress to 1.
 */
export function figures(raw: RawFigures): ProgressFigures {
  return {
    events: raw.events,
    done: raw.done,
    notDone: raw.notDone,
    postponed: raw.postponed,
    canceled: raw.canceled,
    overdue: raw.overdue,
    due: raw.due,
    due_done: raw.dueDone,
    completion_rate: raw.due > 0 ? round(raw.dueDone / raw.due, 4) : null,
    physical_progress: raw.progressCount > 0 ? round(raw.progressSum / raw.progressCount, 1) : null,
    budget: raw.budget,
    spent: raw.spent,
    financial_progress: raw.budget > 0 ? round(raw.budgetedSpent / raw.budget, 4) : null,
    over_budget: raw.overBudget,
  };
}

export const ZERO: RawFigures = {
  events: 0,
  done: 0,
  notDone: 0,
  postponed: 0,
  canceled: 0,
  overdue: 0,
  due: 0,
  dueDone: 0,
  progressSum: 0,
  progressCount: 0,
  budget: 0,
  spent: 0,
  budgetedSpent: 0,
  overBudget: 0,
};

/** Groups' sums added up: every raw figure is a count or a sum, so this is exact. */
export function add(groups: RawFigures[]): RawFigures {
  const total = { ...ZERO };
  for (const g of groups) {
    for (const key of Object.keys(ZERO) as (keyof RawFigures)[]) total[key] += g[key];
  }
  return total;
}

/** The BS year a fiscal year starts in: the year of its Shrawan. */
function startYearOf(fy: FiscalYearRow): number {
  const start = parseBs(fy.start_date);
  if (!start) return Number(fy.start_date.slice(0, 4));
  return start.month >= 4 ? start.year : start.year - 1;
}

/** A trimester's BS bounds; a year the calendar cannot end (2099/00) ends with the row's end. */
export function trimesterPeriod(fy: FiscalYearRow, t: Trimester): Period {
  const year = startYearOf(fy);
  try {
    const b = trimesterBounds(year, t);
    return { start: bsToString(b.start), end: bsToString(b.end) };
  } catch {
    const first = { 1: 4, 2: 8, 3: 12 }[t];
    const start = bsToString({ year, month: first, day: 1 });
    if (t === 3) return { start, end: fy.end_date };
    return {
      start,
      end: bsToString({ year, month: first + 3, day: daysInBsMonth(year, first + 3) }),
    };
  }
}

/** The months a period spans, in order; none when it spans more than a year and a month. */
function periodMonths(period: Period): { year: number; month: number }[] {
  const months: { year: number; month: number }[] = [];
  let year = Number(period.start.slice(0, 4));
  let month = Number(period.start.slice(5, 7));
  const endYear = Number(period.end.slice(0, 4));
  const endMonth = Number(period.end.slice(5, 7));
  while (year < endYear || (year === endYear && month <= endMonth)) {
    months.push({ year, month });
    if (months.length > 13) return [];
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year++;
  }
  return months;
}

type MonthSums = RawFigures & { year: number; month: number };

/** Cells added up by a key, in the order their keys first come. */
export function rollUp<T extends RawFigures, K>(
  cells: T[],
  keyOf: (cell: T) => K,
): { first: T; sums: RawFigures }[] {
  const groups = new Map<K, { first: T; cells: T[] }>();
  for (const cell of cells) {
    const key = keyOf(cell);
    const group = groups.get(key);
    if (group) group.cells.push(cell);
    else groups.set(key, { first: cell, cells: [cell] });
  }
  return [...groups.values()].map((g) => ({ first: g.first, sums: add(g.cells) }));
}

/** The cells of a category × month table, added up by month. */
export function monthSums(cells: MonthSums[]): MonthSums[] {
  return rollUp(cells, (c) => `${c.year}-${c.month}`).map((g) => ({
    ...g.sums,
    year: g.first.year,
    month: g.first.month,
  }));
}

/** Every month of the period, those without events too (and any stored outside it), in order. */
export function monthBreakdown(months: MonthSums[], period: Period) {
  const all = new Map(periodMonths(period).map((m) => [`${m.year}-${m.month}`, { ...m, ...ZERO }]));
  for (const m of months) all.set(`${m.year}-${m.month}`, m);
  return [...all.values()]
    .sort((a, b) => a.year - b.year || a.month - b.month)
    .map((m) => ({ year: m.year, month: m.month, ...figures(m) }));
}

/** The asked trimester, or all three (those without events too), from the months' sums. */
export function trimesterBreakdown(months: MonthSums[], asked: Trimester | null) {
  const of = (month: number) => (month >= 1 && month <= 12 ? trimesterOfMonth(month) : null);
  return (asked ? [asked] : ([1, 2, 3] as const)).map((t) => ({
    trimester: t,
    ...figures(add(months.filter((m) => of(m.month) === t))),
  }));
}

/** Names in the reader's order, nobody named last. */
export const byName = (a: { name: string | null }, b: { name: string | null }) =>
  a.name === null ? (b.name === null ? 0 : 1) : b.name === null ? -1 : a.name.localeCompare(b.name);

/** An event as the report lists it; overdue against today's AD date in Nepal. */
export function reportEvent(row: ListedEvent, today: string): ReportEvent {
  return {
    id: row.id,
    title: row.title,
    date: row.date,
    ad_date: row.ad_date,
    time: row.time,
    assignTo: row.assign_to,
    status: row.status as ReportEvent['status'],
    overdue: row.status === 'notDone' && row.ad_date < today,
    category:
      row.category_id !== null && row.category_name !== null
        ? { id: row.category_id, name: row.category_name, name_en: row.category_name_en }
        : null,
    planned_date: row.planned_date,
    completed_date: row.completed_date,
    outcome: row.outcome,
    status_reason: row.status_reason,
    progress: row.progress === null ? null : Number(row.progress),
    budget: row.budget === null ? null : Number(row.budget),
    spent: row.spent === null ? null : Number(row.spent),
  };
}
