import type { ActivityEntry, ActivityList } from '@karyayojana/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from './query-keys';

/** The filters of `GET /api/activity` (packages/contracts/src/activity.ts); empty ones are left out. */
export interface ActivityParams {
  entity?: string;
  entity_id?: number;
  action?: string;
  company_id?: number;
  /** BS 'YYYY-MM-DD'. */
  from?: string;
  to?: string;
  page?: number;
  per_page?: number;
}

/** The query string of the log, without empty filters: `entity=event&page=2`. */
export function activitySearch(params: ActivityParams, format?: 'csv'): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '' && value !== 0) search.set(key, String(value));
  }
  if (format) search.set('format', format);
  return search.toString();
}

export function getActivity(params: ActivityParams, signal?: AbortSignal): Promise<ActivityList> {
  return api.get<ActivityList>(`/api/activity?${activitySearch(params)}`, { signal });
}

export function activityQueryOptions(params: ActivityParams) {
  return queryOptions({
    queryKey: queryKeys.activity.list(params),
    queryFn: ({ signal }) => getActivity(params, signal),
    // Every write adds to the log: read again each time the page shows it.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useActivity(params: ActivityParams) {
  return useQuery(activityQueryOptions(params));
}

/** One event's entries (the last 100), for its history; asked for only when `enabled`. */
export function useEventActivity(eventId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.activity.event(eventId),
    queryFn: ({ signal }): Promise<ActivityEntry[]> =>
      getActivity({ entity: 'event', entity_id: eventId, per_page: 100 }, signal).then(
        (body) => body.data,
      ),
    enabled,
  });
}
