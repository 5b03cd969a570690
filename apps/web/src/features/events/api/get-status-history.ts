import type { StatusChange } from '@karyayojana/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/query-keys';

/**
 * An event's status changes, kept here rather than in lib/queries because only this feature
 * reads them. It sits under the events' prefix, so every write to events (invalidateEvents, as
 * an update does) makes it stale with the rest.
 */
export const statusHistoryKey = (id: number) =>
  [...queryKeys.events.all, 'status-history', id] as const;

/** Newest first: `GET /api/events/{id}/status-history`. */
export function getStatusHistory(id: number, signal?: AbortSignal): Promise<StatusChange[]> {
  return api
    .get<{ data: StatusChange[] }>(`/api/events/${id}/status-history`, { signal })
    .then((body) => body.data);
}

export function getStatusHistoryQueryOptions(id: number) {
  return queryOptions({
    queryKey: statusHistoryKey(id),
    queryFn: ({ signal }) => getStatusHistory(id, signal),
  });
}

export function useStatusHistory(id: number) {
  return useQuery(getStatusHistoryQueryOptions(id));
}
