import type { ProgressReport } from '@karyayojana/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/query-keys';

export type { ProgressReport, ReportEvent } from '@karyayojana/contracts';

/** The dashboard's figures: the active fiscal year, summed (no list of every event). */
const PARAMS = { detail: 'summary' } as const;

/** GET /api/reports/progress for the signed-in user's municipality and the active year. */
export async function getYearProgress(signal?: AbortSignal): Promise<ProgressReport> {
  const body = await api.get<{ data: ProgressReport }>('/api/reports/progress?detail=summary', {
    signal,
  });
  return body.data;
}

export function getYearProgressQueryOptions() {
  // Under the events' key prefix: any write to an event refreshes it (lib/queries/query-keys.ts),
  // so between writes a minute's freshness only spares requests.
  return queryOptions({
    queryKey: queryKeys.reports.progress(PARAMS),
    queryFn: ({ signal }) => getYearProgress(signal),
    staleTime: 60_000,
  });
}

export function useYearProgress() {
  return useQuery(getYearProgressQueryOptions());
}
