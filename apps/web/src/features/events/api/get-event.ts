import type { Event } from '@karyayojana/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/query-keys';

export function getEvent(id: number, signal?: AbortSignal): Promise<Event> {
  return api.get<{ data: Event }>(`/api/events/${id}`, { signal }).then((body) => body.data);
}

export function getEventQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.events.detail(id),
    queryFn: ({ signal }) => getEvent(id, signal),
  });
}

export function useEvent(id: number) {
  return useQuery(getEventQueryOptions(id));
}
