import type { Event, EventUpdateInput } from '@karyayojana/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateEvents } from '@/lib/queries/invalidate';
import { queryKeys } from '@/lib/queries/query-keys';

export type UpdateEventInput = EventUpdateInput;

export function updateEvent({ id, ...input }: UpdateEventInput & { id: number }) {
  return api.put<{ message: string; data: Event }>(`/api/events/${id}`, input);
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(queryKeys.events.detail(data.id), data);
      return invalidateEvents(queryClient);
    },
  });
}
