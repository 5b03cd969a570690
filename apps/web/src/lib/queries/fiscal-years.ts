import type { FiscalYear } from '@karyayojana/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { earlyOr, FISCAL_YEARS_URL } from './early-requests';
import { LOOKUP_STALE_MS, queryKeys } from './query-keys';

/** Every fiscal year, in the Super-Admin's order; each carries its status (1: active). */
export function getFiscalYears(signal?: AbortSignal): Promise<FiscalYear[]> {
  return earlyOr(FISCAL_YEARS_URL, async () => {
    const body = await api.get<{ data: FiscalYear[] }>(FISCAL_YEARS_URL, { signal });
    return body.data;
  });
}

export function fiscalYearsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.fiscalYears.list,
    queryFn: ({ signal }) => getFiscalYears(signal),
    staleTime: LOOKUP_STALE_MS,
  });
}

export function useFiscalYears({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...fiscalYearsQueryOptions(), enabled });
}

/** The active fiscal year, or null when none is marked active. */
export function getActiveYear(signal?: AbortSignal): Promise<FiscalYear | null> {
  return api
    .get<{ activeYear: FiscalYear | null }>('/api/active-year', { signal })
    .then((body) => body.activeYear);
}

export function activeYearQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.fiscalYears.active,
    queryFn: ({ signal }) => getActiveYear(signal),
    staleTime: LOOKUP_STALE_MS,
  });
}

export function useActiveYear() {
  return useQuery(activeYearQueryOptions());
}
