import type { Company } from '@karyayojana/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every query about municipalities starts with this key; writes invalidate it. */
export const companiesQueryKey = ['companies'] as const;

export async function getCompanies(): Promise<Company[]> {
  const body = await api.get<{ data: Company[] }>('/api/companies');
  return body.data;
}

export function getCompaniesQueryOptions() {
  return queryOptions({ queryKey: [...companiesQueryKey, 'list'], queryFn: getCompanies });
}

/** The Super-Admin's list of municipalities (the owner company is not in it). */
export function useCompanies({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getCompaniesQueryOptions(), enabled });
}
