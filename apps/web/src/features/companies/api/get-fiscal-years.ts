import type { FiscalYear } from '@karyayojana/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The copy dialog's own copy of the shared list (features do not import each other).
export const fiscalYearsQueryKey = ['companies-lookup', 'fiscal-years'] as const;

export async function getFiscalYears(signal?: AbortSignal): Promise<FiscalYear[]> {
  const body = await api.get<{ data: FiscalYear[] }>('/api/fiscal-years', { signal });
  return body.data;
}

export function getFiscalYearsQueryOptions() {
  return queryOptions({
    queryKey: fiscalYearsQueryKey,
    queryFn: ({ signal }) => getFiscalYears(signal),
    staleTime: 5 * 60_000,
  });
}

/** Every fiscal year, in the Super-Admin's order; fetched when the copy dialog opens. */
export function useFiscalYears({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getFiscalYearsQueryOptions(), enabled });
}
