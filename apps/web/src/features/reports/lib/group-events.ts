import type { ProgressFigures, ProgressReport, ReportEvent } from '@karyayojana/contracts';

/** What a subtotal row shows. */
export type GroupFigures = Pick<
  ProgressFigures,
  'events' | 'done' | 'budget' | 'spent' | 'physical_progress' | 'financial_progress'
>;

export interface CategoryGroup {
  /** The category's id; null: events without a category ("अन्य"). */
  id: number | null;
  /** null: without a category. */
  name: string | null;
  /** The category's English name, if it has one. */
  name_en: string | null;
  events: ReportEvent[];
  figures: GroupFigures;
}

/** An event's physical progress as the report counts it: done is 100, none written 0. */
export function progressOf(event: ReportEvent): number {
  return event.status === 'done' ? 100 : (event.progress ?? 0);
}

/**
 * The figures of some events by the contract's rules (packages/contracts/src/reports.ts):
 * physical progress over the events not canceled, financial over those with a budget.
 */
export function figuresOf(events: readonly ReportEvent[]): GroupFigures {
  const counted = events.filter((e) => e.status !== 'canceled');
  const budgeted = events.filter((e) => e.budget !== null);
  const budget = budgeted.reduce((sum, e) => sum + (e.budget ?? 0), 0);
  const spent = budgeted.reduce((sum, e) => sum + (e.spent ?? 0), 0);
  return {
    events: events.length,
    done: events.filter((e) => e.status === 'done').length,
    budget,
    spent,
    physical_progress:
      counted.length === 0
        ? null
        : counted.reduce((sum, e) => sum + progressOf(e), 0) / counted.length,
    financial_progress: budgeted.length === 0 || budget === 0 ? null : spent / budget,
  };
}

/**
 * The period's events by their category, in the order the server lists the categories, those
 * without one last. A group's subtotal is the server's figure for that category (the same
 * numbers as the Excel file); counted from the rows only if the server has none for it.
 */
export function groupByCategory(report: ProgressReport): CategoryGroup[] {
  const serverFigures = new Map(report.by_category.map((row) => [row.id, row] as const));
  const order = new Map(report.by_category.map((row, index) => [row.id, index] as const));
  const byId = new Map<number | null, ReportEvent[]>();
  const names = new Map<number | null, ReportEvent['category']>();
  for (const event of report.events ?? []) {
    const id = event.category?.id ?? null;
    const list = byId.get(id);
    if (list) list.push(event);
    else byId.set(id, [event]);
    names.set(id, event.category);
  }
  const rank = (id: number | null) =>
    id === null ? Number.MAX_SAFE_INTEGER : (order.get(id) ?? Number.MAX_SAFE_INTEGER - 1);
  return [...byId.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([id, events]) => ({
      id,
      name: names.get(id)?.name ?? null,
      name_en: names.get(id)?.name_en ?? null,
      events,
      figures: serverFigures.get(id) ?? figuresOf(events),
    }));
}
