import type { CopyResult } from '@karyayojana/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateEvents } from '@/lib/queries/invalidate';

export type { CopyResult };

/** Copies within the company (the original product spells the path "dublicate"). */
export function duplicateEvents(targetEvents: number[]) {
  return api.post<CopyResult>('/api/dublicate-events', { target_events: targetEvents });
}

export function useDuplicateEvents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateEvents,
    onSuccess: () => invalidateEvents(queryClient),
  });
}
