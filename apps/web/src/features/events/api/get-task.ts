import type { Task } from '@karyayojana/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/query-keys';

export function getTask(id: number, signal?: AbortSignal): Promise<Task> {
  return api.get<{ data: Task }>(`/api/tasks/${id}`, { signal }).then((body) => body.data);
}

export function getTaskQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.events.task(id),
    queryFn: ({ signal }) => getTask(id, signal),
  });
}

export function useTask(id: number, enabled = true) {
  return useQuery({ ...getTaskQueryOptions(id), enabled });
}
