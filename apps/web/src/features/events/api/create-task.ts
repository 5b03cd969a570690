import type { Task } from '@karyayojana/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import { invalidateEvents } from '@/lib/queries/invalidate';

export interface TaskWrite {
  message: string;
  task: Task;
}

export interface CreateTaskInput {
  event_id: number;
  name: string;
  file?: File | null;
  onProgress?: (percent: number) => void;
}

export function createTask({ event_id, name, file, onProgress }: CreateTaskInput) {
  const form = new FormData();
  form.set('event_id', String(event_id));
  form.set('name', name);
  if (file) form.set('documents', file);
  return uploadWithProgress<TaskWrite>('/api/tasks', form, { onProgress });
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: () => invalidateEvents(queryClient),
  });
}
