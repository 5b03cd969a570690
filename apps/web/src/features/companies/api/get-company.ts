import type { Company } from '@karyayojana/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/query-keys';

export async function getCompany(id: number): Promise<Company> {
  const body = await api.get<{ data: Company }>(`/api/companies/${id}`);
  return body.data;
}

export function getCompanyQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.companies.detail(id),
    queryFn: () => getCompany(id),
  });
}

export function useCompany(id: number | undefined) {
  return useQuery({ ...getCompanyQueryOptions(id ?? 0), enabled: id !== undefined });
}
