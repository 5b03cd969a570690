import type { Company } from '@karyayojana/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/query-keys';

/** A municipality's profile, for the letterhead of the report the Super-Admin opens. */
export function getCompany(id: number, signal?: AbortSignal): Promise<Company> {
  return api.get<{ data: Company }>(`/api/companies/${id}`, { signal }).then((body) => body.data);
}

export function useCompany(id: number | null) {
  return useQuery({
    ...queryOptions({
      queryKey: queryKeys.companies.detail(id ?? 0),
      queryFn: ({ signal }) => getCompany(id ?? 0, signal),
    }),
    enabled: id !== null,
  });
}
