import type { FiscalYear } from '@karyayojana/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const activeYearQueryKey = ['events-lookup', 'active-year'] as const;

/** The active fiscal year, or null when none is marked active. */
export function getActiveYear(signal?: AbortSignal): Promise<FiscalYear | null> {
  return api
    .get<{ activeYear: FiscalYear | null }>('/api/active-year', { signal })
    .then((body) => body.activeYear);
}

export function getActiveYearQueryOptions() {
  return queryOptions({
    queryKey: activeYearQueryKey,
    queryFn: ({ signal }) => getActiveYear(signal),
    staleTime: 5 * 60_000,
  });
}

export function useActiveYear() {
  return useQuery(getActiveYearQueryOptions());
}
