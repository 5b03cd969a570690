import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateEventCounts } from '@/lib/queries/invalidate';
import { queryKeys } from '@/lib/queries/query-keys';

export function deleteEvent(id: number) {
  return api.delete<{ message: string }>(`/api/events/${id}`);
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: () => {
      // Only the lists: an open detail page of this event is leaving, and a refetch would 404.
      void queryClient.invalidateQueries({ queryKey: queryKeys.events.lists });
      void queryClient.invalidateQueries({ queryKey: queryKeys.events.timelines });
      void invalidateEventCounts(queryClient);
    },
  });
}
