import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateEvents } from '@/lib/queries/invalidate';

export interface CopyResult {
  message: string;
  data: { created: number };
}

export interface CopyEventsInput {
  from_fiscal_year: number;
  to_fiscal_year: number;
  target_companies: number[];
  /** Whose events to copy; the server defaults to the Super-Admin's own (the templates). */
  source_id?: number;
}

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
  });
}
