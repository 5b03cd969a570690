import type { Event, EventStatus } from '@karyayojana/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateEvents } from '@/lib/queries/invalidate';
import { queryKeys } from '@/lib/queries/query-keys';

export interface UpdateEventInput {
  fiscal_year_id: number;
  title: string;
  content: string;
  date: string;
  time: string;
  assignTo: string;
  categories: number[];
  status: EventStatus;
}

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
