import {
  EVENT_STATUSES,
  MAX_WARD,
  type EventStatus,
  type FiscalYear,
} from '@karyayojana/contracts';

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
  /** A ward, 0 for the municipality-level programmes, or null: every ward (issue 28). */
  ward: number | null;
  /** A branch id, or 0: every branch. */
  branch: number;
  q: string;
}

/** What GET /api/events is asked for; also the query key. */
export interface TimelineParams {
  fiscal_year_id?: number;
  status: StatusFilter;
  category_id: number;
  /** Absent: every ward; 0: the municipality-level ones. */
  ward?: number;
  /** Absent: every branch. */
  branch_id?: number;
  q: string;
}

/** `ward` as the URL writes it: a ward number, 0 (municipality-level), or absent. */
function readWard(value: string | null): number | null {
  if (value === null || value === '') return null;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= MAX_WARD ? n : null;
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
    ward: readWard(search.get('ward')),
    branch: positive(search.get('branch_id')) ?? 0,
    q: search.get('q') ?? '',
  };
}

/** Only what differs from the defaults goes into the URL. */
export function writeTimelineSearch(value: TimelineSearch): URLSearchParams {
  const search = new URLSearchParams();
  if (value.fiscalYear !== null) search.set('fiscal_year_id', String(value.fiscalYear));
  if (value.status !== 'all') search.set('status', value.status);
  if (value.category !== 0) search.set('category_id', String(value.category));
  if (value.ward !== null) search.set('ward', String(value.ward));
  if (value.branch !== 0) search.set('branch_id', String(value.branch));
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
    ...(value.ward !== null && { ward: value.ward }),
    ...(value.branch !== 0 && { branch_id: value.branch }),
    q: value.q.trim(),
  };
}

/** The timeline's filters as `GET /api/events/export` reads them: the plan on screen, as a file. */
export function exportQuery(params: TimelineParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.fiscal_year_id) query.set('fiscal_year_id', String(params.fiscal_year_id));
  query.set('status', params.status);
  query.set('category_id', String(params.category_id));
  if (params.ward !== undefined) query.set('ward', String(params.ward));
  if (params.branch_id !== undefined) query.set('branch_id', String(params.branch_id));
  if (params.q.trim()) query.set('q', params.q.trim());
  query.set('sort', 'asc');
  return query;
}
