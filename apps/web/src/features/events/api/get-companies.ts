import type { Company } from '@karyayojana/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const companiesQueryKey = ['events-lookup', 'companies'] as const;

/** Super-Admin only: the municipalities events can be sent to. */
export function getCompanies(signal?: AbortSignal): Promise<Company[]> {
  return api.get<{ data: Company[] }>('/api/companies', { signal }).then((body) => body.data);
}

export function getCompaniesQueryOptions() {
  return queryOptions({
    queryKey: companiesQueryKey,
    queryFn: ({ signal }) => getCompanies(signal),
  });
}

export function useCompanies(enabled: boolean) {
  return useQuery({ ...getCompaniesQueryOptions(), enabled });
}
