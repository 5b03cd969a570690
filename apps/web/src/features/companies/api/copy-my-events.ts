import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CopyResult } from './copy-events';
import { invalidateCopiedEvents } from './invalidate-events';

export interface CopyMyEventsInput {
  from_fiscal_year: number;
  to_fiscal_year: number;
  /** The municipality whose own events move on a year (a Super-Admin must name it). */
  company_id: number;
}

/** One municipality's own events of one fiscal year, copied into another. */
export function copyMyEvents(input: CopyMyEventsInput) {
  return api.post<CopyResult>('/api/copy-my-events', input);
}

export interface CopyEachProgress {
  done: number;
  total: number;
  created: number;
}

export class CopyEachError extends Error {
  override readonly name = 'CopyEachError';
  constructor(
    /** The municipality whose copy failed; the ones before it are copied. */
    readonly companyId: number,
    readonly progress: CopyEachProgress,
    message: string,
  ) {
    super(message);
  }
}

/**
 * copy-my-events for each municipality in turn (the server takes one at a time), reporting
 * progress after each; stops at the first failure, which names the municipality.
 */
export async function copyMyEventsEach(
  years: { from_fiscal_year: number; to_fiscal_year: number },
  companyIds: number[],
  onProgress: (progress: CopyEachProgress) => void,
): Promise<CopyEachProgress> {
  const progress: CopyEachProgress = { done: 0, total: companyIds.length, created: 0 };
  for (const companyId of companyIds) {
    try {
      const { data } = await copyMyEvents({ ...years, company_id: companyId });
      progress.done += 1;
      progress.created += data.created;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new CopyEachError(companyId, { ...progress }, message);
    }
    onProgress({ ...progress });
  }
  return progress;
}

export function useCopyMyEventsEach(onProgress: (progress: CopyEachProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      years,
      companyIds,
    }: {
      years: Parameters<typeof copyMyEventsEach>[0];
      companyIds: number[];
    }) => copyMyEventsEach(years, companyIds, onProgress),
    // Even a run that stopped half-way has copied some.
    onSettled: () => invalidateCopiedEvents(queryClient),
  });
}
