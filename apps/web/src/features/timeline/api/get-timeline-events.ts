import type { Event } from '@karyayojana/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/query-keys';
import { earlyOr } from '@/lib/queries/early-requests';
import { timelineEventsUrl } from './preload-timeline';
import type { TimelineParams } from '../lib/timeline-search';

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
    queryKey: queryKeys.events.timeline(params),
    queryFn: ({ signal }) => getTimelineEvents(params, signal),
    // The plan stays on screen while the next filter loads: no jump back to a spinner.
    placeholderData: keepPreviousData,
  });
}

export function useTimelineEvents(params: TimelineParams, enabled = true) {
  return useQuery({ ...getTimelineEventsQueryOptions(params), enabled });
}
