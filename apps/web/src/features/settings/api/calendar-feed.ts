import type { CalendarFeedResponse, CalendarFeedRotateResponse } from '@karyayojana/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/query-keys';

export const CALENDAR_FEED_URL = '/api/calendar-feed';
export const CALENDAR_FEED_ROTATE_URL = '/api/calendar-feed/rotate';

/** The personal, secret .ics address (the first request creates it). */
export type CalendarFeed = CalendarFeedResponse['data'];

/** The signed-in user's calendar-feed address. */
export async function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeed> {
  const body = await api.get<CalendarFeedResponse>(CALENDAR_FEED_URL, { signal });
  return body.data;
}

/** A new address; the old one stops working at once. */
export function rotateCalendarFeed() {
  return api.post<CalendarFeedRotateResponse>(CALENDAR_FEED_ROTATE_URL, {});
}

export function calendarFeedQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.calendarFeed,
    queryFn: ({ signal }) => getCalendarFeed(signal),
    // The address changes only when this user asks for a new one (the mutation below).
    staleTime: Infinity,
  });
}

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}

/** Rotates the secret; the new address replaces the old one in the cache. */
export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateCalendarFeed,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(queryKeys.calendarFeed, data);
    },
  });
}
