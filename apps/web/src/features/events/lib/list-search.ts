import { MAX_WARD } from '@karyayojana/contracts';
import { useCallback } from 'react';
import { DEFAULT_PER_PAGE, PER_PAGE_OPTIONS } from '@/components/ui/pagination';
import type { EventListParams, SortOrder, StatusFilter } from '../api/get-events';
import { isEventStatus } from './event-status';
import { useSearchState } from '@/lib/use-search-state';

/** The list's filters as the URL keeps them, so a reload or a shared link shows the same rows. */
export interface ListSearch {
  /** A fiscal year id, 'all', or null: the active year (docs/behaviour.md §7). */
  fiscalYear: number | 'all' | null;
  status: StatusFilter;
  category: number;
  /** A ward, 0 for the municipality-level events, or null: every ward (issue 28). */
  ward: number | null;
  /** A branch id, or 0: every branch. */
  branch: number;
  q: string;
  sort: SortOrder;
  page: number;
  perPage: number;
}

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** `ward` as the URL writes it: a ward number, 0 (municipality-level), or absent. */
export function readWard(value: string | null): number | null {
  if (value === null || value === '') return null;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= MAX_WARD ? n : null;
}

export function readListSearch(search: URLSearchParams): ListSearch {
  const fy = search.get('fiscal_year_id');
  const status = search.get('status');
  const perPage = positive(search.get('per_page'), DEFAULT_PER_PAGE);
  return {
    fiscalYear: fy === 'all' ? 'all' : fy ? positive(fy, 0) || null : null,
    status: isEventStatus(status) || status === 'overdue' ? status : 'all',
    category: positive(search.get('category_id'), 0),
    ward: readWard(search.get('ward')),
    branch: positive(search.get('branch_id'), 0),
    q: search.get('q') ?? '',
    sort: search.get('sort') === 'desc' ? 'desc' : 'asc',
    page: positive(search.get('page'), 1),
    perPage: (PER_PAGE_OPTIONS as readonly number[]).includes(perPage) ? perPage : DEFAULT_PER_PAGE,
  };
}

/** Only what differs from the defaults goes into the URL. */
export function writeListSearch(value: ListSearch): URLSearchParams {
  const search = new URLSearchParams();
  if (value.fiscalYear !== null) search.set('fiscal_year_id', String(value.fiscalYear));
  if (value.status !== 'all') search.set('status', value.status);
  if (value.category !== 0) search.set('category_id', String(value.category));
  if (value.ward !== null) search.set('ward', String(value.ward));
  if (value.branch !== 0) search.set('branch_id', String(value.branch));
  if (value.q) search.set('q', value.q);
  if (value.sort !== 'asc') search.set('sort', value.sort);
  if (value.page !== 1) search.set('page', String(value.page));
  if (value.perPage !== DEFAULT_PER_PAGE) search.set('per_page', String(value.perPage));
  return search;
}

/** The API's parameters; `activeYearId` stands in for a year the URL does not name. */
export function toListParams(value: ListSearch, activeYearId: number | null): EventListParams {
  const fiscalYear = value.fiscalYear ?? activeYearId ?? 'all';
  return {
    fiscal_year_id: fiscalYear === 'all' ? undefined : fiscalYear,
    status: value.status,
    category_id: value.category,
    ...(value.ward !== null && { ward: value.ward }),
    ...(value.branch !== 0 && { branch_id: value.branch }),
    q: value.q.trim(),
    sort: value.sort,
    page: value.page,
    per_page: value.perPage,
  };
}

/** The list's filters as `GET /api/events/export` reads them: every match, not one page. */
export function exportSearch(params: EventListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.fiscal_year_id) search.set('fiscal_year_id', String(params.fiscal_year_id));
  search.set('status', params.status);
  search.set('category_id', String(params.category_id));
  if (params.ward !== undefined) search.set('ward', String(params.ward));
  if (params.branch_id !== undefined) search.set('branch_id', String(params.branch_id));
  if (params.q.trim()) search.set('q', params.q.trim());
  search.set('sort', params.sort);
  return search;
}

/** The filters from the URL and a setter; any change but the page itself goes back to page 1. */
export function useListSearch() {
  const [params, change] = useSearchState();
  const value = readListSearch(params);
  const update = useCallback(
    (patch: Partial<ListSearch>) =>
      change((current) => {
        const next = { ...readListSearch(current), ...patch };
        if (patch.page === undefined) next.page = 1;
        return writeListSearch(next);
      }),
    [change],
  );
  return [value, update] as const;
}
