import type { Event, EventCreateInput } from '@karyayojana/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateEvents } from '@/lib/queries/invalidate';

export type CreateEventInput = EventCreateInput;

/** One event per date (docs/behaviour.md §7). */
export function createEvent(input: CreateEventInput) {
  return api.post<{ message: string; data: Event[] }>('/api/events', input);
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => invalidateEvents(queryClient),
  });
}
