import { EVENT_STATUSES, type EventStatus, type FiscalYear } from '@karyayojana/contracts';

/** The four statuses, in the order the filters and the form list them. */
export const STATUSES: readonly EventStatus[] = EVENT_STATUSES;
export type StatusFilter = EventStatus | 'all';

/** The timeline's filters as the URL keeps them: a reload or a shared link shows the same plan. */
export interface TimelineSearch {
  /** A fiscal year id, 'all', or null: the default year (the active one). */
  fiscalYear: number | 'all' | null;
  status: StatusFilter;
  /** docs/behaviour.md §10: 0 means every category. */
  category: number;
  q: string;
}

/** What GET /api/events is asked for; also the query key. */
export interface TimelineParams {
  fiscal_year_id?: number;
  status: StatusFilter;
  category_id: number;
  q: string;
}

function positive(value: string | null): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}

export function readTimelineSearch(search: URLSearchParams): TimelineSearch {
  const fy = search.get('fiscal_year_id');
  const status = search.get('status');
  return {
    fiscalYear: fy === 'all' ? 'all' : positive(fy),
    status: STATUSES.includes(status as EventStatus) ? (status as EventStatus) : 'all',
    category: positive(search.get('category_id')) ?? 0,
    q: search.get('q') ?? '',
  };
}

/** Only what differs from the defaults goes into the URL. */
export function writeTimelineSearch(value: TimelineSearch): URLSearchParams {
  const search = new URLSearchParams();
  if (value.fiscalYear !== null) search.set('fiscal_year_id', String(value.fiscalYear));
  if (value.status !== 'all') search.set('status', value.status);
  if (value.category !== 0) search.set('category_id', String(value.category));
  if (value.q.trim()) search.set('q', value.q.trim());
  return search;
}

/**
 * The year shown when the URL names none: the active one (docs/behaviour.md §10), else the one holding
 * today, else the first; 'all' when there is no fiscal year at all.
 */
export function defaultFiscalYear(years: readonly FiscalYear[], todayBs: string): number | 'all' {
  const chosen =
    years.find((year) => year.status === 1) ??
    years.find((year) => year.startDate <= todayBs && todayBs <= year.endDate) ??
    years[0];
  return chosen ? chosen.id : 'all';
}

export function toTimelineParams(
  value: TimelineSearch,
  fallbackYear: number | 'all',
): TimelineParams {
  const year = value.fiscalYear ?? fallbackYear;
  return {
    ...(year === 'all' ? {} : { fiscal_year_id: year }),
    status: value.status,
    category_id: value.category,
    q: value.q.trim(),
  };
}

/** The timeline's filters as `GET /api/events/export` reads them: the plan on screen, as a file. */
export function exportQuery(params: TimelineParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.fiscal_year_id) query.set('fiscal_year_id', String(params.fiscal_year_id));
  query.set('status', params.status);
  query.set('category_id', String(params.category_id));
  if (params.q.trim()) query.set('q', params.q.trim());
  query.set('sort', 'asc');
  return query;
}
