import type { Kysely } from 'kysely';
import type { EventStatus, ProgressFigures } from '@karyayojana/contracts';
import { bsToAdString } from '@karyayojana/nepali-calendar';
import type { Database } from '../../../db/schema.js';

/**
 * Test data of the reports' tests: events written straight into the database with every
 * outcome field, and the figures counted from those rows as the contract defines them
 * (packages/contracts/src/reports.ts), independently of the server's SQL.
 */
export interface ProgressRow {
  id: number;
  company: number;
  fiscalYear: number;
  title: string;
  date: string;
  ad_date: string;
  time: string;
  status: EventStatus;
  assign_to: string | null;
  progress: number | null;
  budget: number | null;
  spent: number | null;
  outcome: string | null;
  status_reason: string | null;
  completed_date: string | null;
  categories: number[];
  updated_at: string;
}

export type RowFields = Partial<Omit<ProgressRow, 'id' | 'ad_date'>> & {
  company: number;
  fiscalYear: number;
  date: string;
};

let serial = 0;

/** Writes one event (and its category links) as given; the rest as a new plan has it. */
export async function insertRow(db: Kysely<Database>, fields: RowFields): Promise<ProgressRow> {
  const row: Omit<ProgressRow, 'id'> = {
    title: `कार्यक्रम ${++serial}`,
    time: '10:00',
    status: 'notDone',
    assign_to: null,
    progress: null,
    budget: null,
    spent: null,
    outcome: null,
    status_reason: null,
    completed_date: null,
    categories: [],
    updated_at: new Date().toISOString(),
    ...fields,
    ad_date: bsToAdString(fields.date),
  };
  const { id } = await db
    .insertInto('events')
    .values({
      company_id: row.company,
      fiscal_year_id: row.fiscalYear,
      title: row.title,
      content: 'विवरण',
      date: row.date,
      ad_date: row.ad_date,
      time: row.time,
      assign_to: row.assign_to,
      status: row.status,
      saving_frequency: 'yearly',
      planned_date: row.date,
      completed_date: row.completed_date,
      outcome: row.outcome,
      status_reason: row.status_reason,
      progress: row.progress,
      budget: row.budget,
      spent: row.spent,
      created_at: row.updated_at,
      updated_at: row.updated_at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (row.categories.length)
    await db
      .insertInto('event_categories')
      .values(row.categories.map((category_id) => ({ event_id: id, category_id })))
      .execute();
  return { ...row, id };
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** The figures of these rows, counted one by one; `today` is an AD date in Nepal. */
export function countFigures(rows: ProgressRow[], today: string): ProgressFigures {
  const count = (s: EventStatus) => rows.filter((r) => r.status === s).length;
  const due = rows.filter((r) => r.ad_date < today);
  const counted = rows.filter((r) => r.status !== 'canceled');
  const budgeted = rows.filter((r) => (r.budget ?? 0) > 0);
  const budget = sum(rows.map((r) => r.budget ?? 0));
  const progressOf = (r: ProgressRow) => (r.status === 'done' ? 100 : (r.progress ?? 0));
  return {
    events: rows.length,
    done: count('done'),
    notDone: count('notDone'),
    postponed: count('postponed'),
    canceled: count('canceled'),
    overdue: due.filter((r) => r.status === 'notDone').length,
    due: due.length,
    due_done: due.filter((r) => r.status === 'done').length,
    completion_rate: due.length
      ? round(due.filter((r) => r.status === 'done').length / due.length, 4)
      : null,
    physical_progress: counted.length
      ? round(sum(counted.map(progressOf)) / counted.length, 1)
      : null,
    budget,
    spent: sum(rows.map((r) => r.spent ?? 0)),
    financial_progress:
      budget > 0 ? round(sum(budgeted.map((r) => r.spent ?? 0)) / budget, 4) : null,
    over_budget: rows.filter((r) => r.budget !== null && r.spent !== null && r.spent > r.budget)
      .length,
  };
}

/** The reports' order of events: AD date, time, id. */
export const byDate = (a: ProgressRow, b: ProgressRow) =>
  a.ad_date.localeCompare(b.ad_date) || a.time.localeCompare(b.time) || a.id - b.id;
