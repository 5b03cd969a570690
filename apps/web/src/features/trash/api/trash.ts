import type { TrashList } from '@karyayojana/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateDocuments, invalidateEvents } from '@/lib/queries/invalidate';
import { queryKeys } from '@/lib/queries/query-keys';

export interface TrashParams {
  kind?: string;
  company_id?: number;
  page: number;
  per_page: number;
}

export function getTrash(params: TrashParams, signal?: AbortSignal): Promise<TrashList> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '' && value !== 0) search.set(key, String(value));
  }
  return api.get<TrashList>(`/api/trash?${search.toString()}`, { signal });
}

export function useTrash(params: TrashParams) {
  return useQuery({
    queryKey: queryKeys.trash.list(params),
    queryFn: ({ signal }) => getTrash(params, signal),
    // Every delete adds to the trash: read again each time the page shows it.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/**
 * After a restore or a purge: the trash and the log, and (a restore) the events, their
 * timelines, single events and tasks, and the documents, so the row shows again at once.
 */
function refreshAfter(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.trash.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.activity.all }),
    invalidateEvents(queryClient),
    invalidateDocuments(queryClient),
  ]).then(() => undefined);
}

/** `POST /api/trash/{id}/restore`: the row and what was deleted with it come back. */
export function useRestore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<{ message: string }>(`/api/trash/${id}/restore`),
    onSuccess: () => refreshAfter(queryClient),
  });
}

/** `DELETE /api/trash/{id}`: gone for good now, not at the end of the wait. */
export function usePurge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/api/trash/${id}`),
    onSuccess: () => refreshAfter(queryClient),
  });
}
