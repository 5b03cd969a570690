import type { Event, EventStatus, Task } from '@karyayojana/contracts';
import type { FileStore } from '../files/file-store.js';
import type { EventsRepository } from './events.repository.js';
import type { tasksRepository } from '../tasks/tasks.repository.js';

type EventRow = Omit<
  NonNullable<Awaited<ReturnType<EventsRepository['find']>>>,
  'branch_name' | 'branch_name_en'
> & { branch_name?: string | null; branch_name_en?: string | null };
type TaskRow = Awaited<ReturnType<ReturnType<typeof tasksRepository>['ofEvents']>>[number];

/** Not done and its day is over in Nepal (docs/decisions/018-progress-model.md). */
export function isOverdue(row: { status: string; ad_date: string }, todayAd: string): boolean {
  return row.status === 'notDone' && row.ad_date < todayAd;
}

export function toTask(row: TaskRow, store: FileStore): Task {
  return {
    id: row.id,
    event_id: row.event_id,
    name: row.name,
    documents: row.file_key ? store.signedUrl(row.file_key) : null,
    document:
      row.file_key && row.file_name
        ? { name: row.file_name, size: row.file_size ?? 0, mime: row.file_mime ?? '' }
        : null,
  };
}

/**
 * Events with their categories and tasks, from three result sets (events, links, tasks),
 * however many events there are: no query per row.
 */
export function assembleEvents(
  rows: EventRow[],
  links: { event_id: number; id: number; name: string; name_en?: string | null }[],
  tasks: TaskRow[],
  store: FileStore,
  /** Today's AD date in Nepal, YYYY-MM-DD: an event not done before it is overdue. */
  todayAd: string,
  /** The events' wards (event_wards rows, ascending). */
  wardRows: readonly { event_id: number; ward: number }[] = [],
): Event[] {
  const wards = new Map<number, number[]>();
  for (const w of wardRows) {
    const list = wards.get(w.event_id) ?? [];
    list.push(w.ward);
    wards.set(w.event_id, list);
  }
  const categories = new Map<number, Event['categories']>();
  for (const l of links) {
    const list = categories.get(l.event_id) ?? [];
    list.push({ id: l.id, name: l.name, name_en: l.name_en ?? null });
    categories.set(l.event_id, list);
  }
  const byEvent = new Map<number, Task[]>();
  for (const t of tasks) {
    const list = byEvent.get(t.event_id) ?? [];
    list.push(toTask(t, store));
    byEvent.set(t.event_id, list);
  }
  return rows.map((r) => {
    const fy = { id: r.fiscal_year_id, year: r.fiscal_year };
    return {
      id: r.id,
      company_id: r.company_id,
      fiscal_year_id: r.fiscal_year_id,
      fiscalYear: fy,
      fiscal_year: fy,
      title: r.title,
      content: r.content,
      date: r.date,
      ad_date: r.ad_date,
      time: r.time,
      assignTo: r.assign_to,
      status: r.status as EventStatus,
      savingFrequency: r.saving_frequency,
      categories: categories.get(r.id) ?? [],
      tasks: byEvent.get(r.id) ?? [],
      planned_date: r.planned_date,
      completed_date: r.completed_date,
      outcome: r.outcome,
      status_reason: r.status_reason,
      progress: r.progress,
      budget: r.budget,
      spent: r.spent,
      over_budget: r.budget !== null && r.spent !== null && r.spent > r.budget,
      overdue: isOverdue(r, todayAd),
      wards: wards.get(r.id) ?? [],
      branch_id: r.branch_id,
      branch:
        r.branch_id !== null && r.branch_name
          ? { id: r.branch_id, name: r.branch_name, name_en: r.branch_name_en ?? null }
          : null,
    };
  });
}
