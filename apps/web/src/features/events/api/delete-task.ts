import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateEvents } from '@/lib/queries/invalidate';

export function deleteTask(id: number) {
  return api.delete<{ message: string; task: { event_id: number } }>(`/api/tasks/${id}`);
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    onSuccess: () => invalidateEvents(queryClient),
  });
}
