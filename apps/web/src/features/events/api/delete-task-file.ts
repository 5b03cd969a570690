import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TaskWrite } from './create-task';
import { eventsQueryKey } from './get-events';

/** Removes a task's proof document; the task stays. */
export function deleteTaskFile(id: number) {
  return api.delete<TaskWrite>(`/api/tasks/delete-file/${id}`);
}

export function useDeleteTaskFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTaskFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
