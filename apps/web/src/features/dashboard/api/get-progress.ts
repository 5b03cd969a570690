import type { ProgressReport } from '@karyayojana/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/query-keys';

export type { ProgressReport, ReportEvent } from '@karyayojana/contracts';

/**
 * Whose figures: an officer's wards and branches (issue 28), as the report filters them (an
 * event naming one of the wards, of one of the branches); null: the whole municipality.
 */
export interface ProgressScope {
  wards: readonly number[];
  branch_ids: readonly number[];
}

/** The dashboard's figures: the active fiscal year, summed (no list of every event). */
function progressParams(scope: ProgressScope | null) {
  return {
    detail: 'summary' as const,
    ...(scope && scope.wards.length > 0 && { ward: scope.wards.join(',') }),
    ...(scope && scope.branch_ids.length > 0 && { branch_id: scope.branch_ids.join(',') }),
  };
}

/** GET /api/reports/progress for the signed-in user's municipality and the active year. */
export async function getYearProgress(
  scope: ProgressScope | null = null,
  signal?: AbortSignal,
): Promise<ProgressReport> {
  const search = new URLSearchParams(progressParams(scope));
  // Commas as the report writes them: '?ward=3,5', not '3%2C5'.
  const body = await api.get<{ data: ProgressReport }>(
    `/api/reports/progress?${search.toString().replace(/%2C/g, ',')}`,
    { signal },
  );
  return body.data;
}

export function getYearProgressQueryOptions(scope: ProgressScope | null = null) {
  // Under the events' key prefix: any write to an event refreshes it (lib/queries/query-keys.ts),
  // so between writes a minute's freshness only spares requests.
  return queryOptions({
    queryKey: queryKeys.reports.progress(progressParams(scope)),
    queryFn: ({ signal }) => getYearProgress(scope, signal),
    staleTime: 60_000,
  });
}

export function useYearProgress(scope: ProgressScope | null = null) {
  return useQuery(getYearProgressQueryOptions(scope));
}
