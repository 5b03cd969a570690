import type { CopyEventsInput, CopyResult } from '@karyayojana/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateEvents } from '@/lib/queries/invalidate';

export type { CopyEventsInput, CopyResult };

/**
 * Super-Admin: the template plan of one fiscal year into each chosen municipality, dates
 * moved to the target year. All or nothing: a date that cannot land there is a 422.
 */
export function copyEvents(input: CopyEventsInput) {
  return api.post<CopyResult>('/api/copy-events', input);
}

export function useCopyEvents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyEvents,
    onSuccess: () => invalidateEvents(queryClient),
    // The dialog says that nothing was copied, and why.
    meta: { ownErrors: true },
  });
}
