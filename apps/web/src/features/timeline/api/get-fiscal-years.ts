import type { FiscalYear } from '@karyayojana/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { earlyOr, FISCAL_YEARS_URL } from './early-requests';

// The timeline's own copy of the shared list (features do not import each other). The list
// carries each year's status, so the active year needs no second request.
export const fiscalYearsQueryKey = ['timeline-lookup', 'fiscal-years'] as const;

export function getFiscalYears(signal?: AbortSignal): Promise<FiscalYear[]> {
  return earlyOr(FISCAL_YEARS_URL, async () => {
    const body = await api.get<{ data: FiscalYear[] }>(FISCAL_YEARS_URL, { signal });
    return body.data;
  });
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
