import type { Event, EventStatus } from '@karyayojana/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/query-keys';

/** One of the four, every status, or overdue: not done and its date passed in Nepal. */
export type StatusFilter = EventStatus | 'all' | 'overdue';
export type SortOrder = 'asc' | 'desc';
export const PAGE_SIZES = [10, 25, 100] as const;

export interface EventListParams {
  /** Undefined: every fiscal year. */
  fiscal_year_id?: number;
  status: StatusFilter;
  /** 0: every category. */
  category_id: number;
  /** A ward; 0: the municipality-level events (no ward); undefined: every event (issue 28). */
  ward?: number;
  /** A branch; undefined: every branch. */
  branch_id?: number;
  q: string;
  sort: SortOrder;
  page: number;
  per_page: number;
}

export interface EventList {
  data: Event[];
  meta: { total: number; page: number; per_page: number };
}

export function eventListSearch(params: EventListParams): string {
  const search = new URLSearchParams();
  if (params.fiscal_year_id) search.set('fiscal_year_id', String(params.fiscal_year_id));
  search.set('status', params.status);
  search.set('category_id', String(params.category_id));
  if (params.ward !== undefined) search.set('ward', String(params.ward));
  if (params.branch_id !== undefined) search.set('branch_id', String(params.branch_id));
  if (params.q.trim()) search.set('q', params.q.trim());
  search.set('sort', params.sort);
  search.set('page', String(params.page));
  search.set('per_page', String(params.per_page));
  return search.toString();
}

export function getEvents(params: EventListParams, signal?: AbortSignal): Promise<EventList> {
  return api.get<EventList>(`/api/events?${eventListSearch(params)}`, { signal });
}

export function getEventsQueryOptions(params: EventListParams) {
  return queryOptions({
    queryKey: queryKeys.events.list(params),
    queryFn: ({ signal }) => getEvents(params, signal),
    // The rows stay on screen while the next page or filter loads: no jump to a spinner.
    placeholderData: keepPreviousData,
  });
}

export function useEvents(params: EventListParams, enabled = true) {
  return useQuery({ ...getEventsQueryOptions(params), enabled });
}
