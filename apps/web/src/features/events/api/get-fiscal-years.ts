import type { FiscalYear } from '@karyayojana/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The events screens' own copy of the shared lists (features do not import each other).
export const fiscalYearsQueryKey = ['events-lookup', 'fiscal-years'] as const;

export function getFiscalYears(signal?: AbortSignal): Promise<FiscalYear[]> {
  return api.get<{ data: FiscalYear[] }>('/api/fiscal-years', { signal }).then((body) => body.data);
}

export function getFiscalYearsQueryOptions() {
  return queryOptions({
    queryKey: fiscalYearsQueryKey,
    queryFn: ({ signal }) => getFiscalYears(signal),
    staleTime: 5 * 60_000,
  });
}

export function useFiscalYears() {
  return useQuery(getFiscalYearsQueryOptions());
}
