import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskWrite } from './create-task';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import { invalidateEvents } from '@/lib/queries/invalidate';

export interface UpdateTaskInput {
  id: number;
  event_id: number;
  /** Left out when only the document changes: a plain user may upload but not rename. */
  name?: string;
  file?: File | null;
  onProgress?: (percent: number) => void;
}

/** docs/behaviour.md §8: POST with `_method=PUT`, as multipart; a new file replaces the old one. */
export function updateTask({ id, event_id, name, file, onProgress }: UpdateTaskInput) {
  const form = new FormData();
  form.set('_method', 'PUT');
  form.set('event_id', String(event_id));
  if (name !== undefined) form.set('name', name);
  if (file) form.set('documents', file);
  return uploadWithProgress<TaskWrite>(`/api/tasks/${id}`, form, { onProgress });
}

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    onSuccess: () => invalidateEvents(queryClient),
  });
}
