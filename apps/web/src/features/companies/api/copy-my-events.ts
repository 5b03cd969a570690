import type { CopyMyEventsInput as Body, CopyResult } from '@karyayojana/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateEvents } from '@/lib/queries/invalidate';

/** The Super-Admin's form: the chosen municipalities, each one's own plan moved on a year. */
export type CopyMyEventsInput = Required<Pick<Body, 'from_fiscal_year' | 'to_fiscal_year'>> & {
  target_companies: number[];
};

/**
 * Each chosen municipality's own events of one fiscal year, copied into another, in one call:
 * all of them or none (a date that cannot land in the target year stops the whole copy).
 */
export function copyMyEvents(input: CopyMyEventsInput) {
  return api.post<CopyResult>('/api/copy-my-events', input);
}

export function useCopyMyEvents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyMyEvents,
    onSuccess: () => invalidateEvents(queryClient),
    // The dialog says that nothing was copied, and why.
    meta: { ownErrors: true },
  });
}
