import type { Event } from '@karyayojana/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { earlyOr, timelineEventsUrl } from './early-requests';
import type { TimelineParams } from '../lib/timeline-search';

// Under the events' root key: creating, editing or deleting an event (features/events
// invalidates ['events']) refreshes the timeline too.
export const timelineQueryKey = ['events', 'timeline'] as const;

/** Without per_page the API returns every match (up to 5,000) with categories and tasks. */
export function getTimelineEvents(params: TimelineParams, signal?: AbortSignal): Promise<Event[]> {
  const url = timelineEventsUrl(params);
  return earlyOr(url, async () => {
    const body = await api.get<{ data: Event[] }>(url, { signal });
    return body.data;
  });
}

export function getTimelineEventsQueryOptions(params: TimelineParams) {
  return queryOptions({
    queryKey: [...timelineQueryKey, params] as const,
    queryFn: ({ signal }) => getTimelineEvents(params, signal),
    // The plan stays on screen while the next filter loads: no jump back to a spinner.
    placeholderData: keepPreviousData,
  });
}

export function useTimelineEvents(params: TimelineParams, enabled = true) {
  return useQuery({ ...getTimelineEventsQueryOptions(params), enabled });
}
