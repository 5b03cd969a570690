import type { ActivityEntry, ActivityList } from '@karyayojana/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { queryKeys } from './query-keys';

/** The filters of `GET /api/activity` (packages/contracts/src/activity.ts); empty ones are left out. */
export interface ActivityParams {
  entity?: string;
  entity_id?: number;
  /** One event's history: its entries and its tasks' (proof uploads among them). */
  event_id?: number;
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

/**
 * The server writes the summaries in the asker's language (Accept-Language): the language is
 * part of the key, so switching it reads them again.
 */
export function activityQueryOptions(params: ActivityParams, language = 'ne') {
  return queryOptions({
    queryKey: [...queryKeys.activity.list(params), language],
    queryFn: ({ signal }) => getActivity(params, signal),
    // Every write adds to the log: read again each time the page shows it.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useActivity(params: ActivityParams) {
  const { i18n } = useTranslation();
  return useQuery(activityQueryOptions(params, i18n.language));
}

/**
 * One event's entries and its tasks' (the last 100), for its history; asked for only when
 * `enabled`.
 */
export function useEventActivity(eventId: number, enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...queryKeys.activity.event(eventId), i18n.language],
    queryFn: ({ signal }): Promise<ActivityEntry[]> =>
      getActivity({ event_id: eventId, per_page: 100 }, signal).then((body) => body.data),
    enabled,
  });
}
