import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { eventsQueryKey } from './get-events';
import { invalidateEventCounts } from './invalidate-counts';

export function deleteEvent(id: number) {
  return api.delete<{ message: string }>(`/api/events/${id}`);
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: () => {
      // Only the lists: an open detail page of this event is leaving, and a refetch would 404.
      void queryClient.invalidateQueries({ queryKey: [...eventsQueryKey, 'list'] });
      invalidateEventCounts(queryClient);
    },
  });
}
