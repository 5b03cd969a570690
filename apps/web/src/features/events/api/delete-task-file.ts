import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TaskWrite } from './create-task';
import { invalidateEvents } from '@/lib/queries/invalidate';

/** Removes a task's proof document; the task stays. */
export function deleteTaskFile(id: number) {
  return api.delete<TaskWrite>(`/api/tasks/delete-file/${id}`);
}

export function useDeleteTaskFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTaskFile,
    onSuccess: () => invalidateEvents(queryClient),
  });
}
