import type { Company } from '@karyayojana/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from './query-keys';

/** Super-Admin only: every municipality (the owner company is not in the list). */
export function getCompanies(signal?: AbortSignal): Promise<Company[]> {
  return api.get<{ data: Company[] }>('/api/companies', { signal }).then((body) => body.data);
}

export function companiesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.companies.list,
    queryFn: ({ signal }) => getCompanies(signal),
  });
}

export function useCompanies({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...companiesQueryOptions(), enabled });
}

/** One municipality's profile (the company form, the report's letterhead). */
export function getCompany(id: number, signal?: AbortSignal): Promise<Company> {
  return api.get<{ data: Company }>(`/api/companies/${id}`, { signal }).then((body) => body.data);
}

export function companyQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.companies.detail(id),
    queryFn: ({ signal }) => getCompany(id, signal),
  });
}

/** The profile of `id`; nothing is asked while there is no id. */
export function useCompany(id: number | null | undefined) {
  return useQuery({ ...companyQueryOptions(id ?? 0), enabled: id !== null && id !== undefined });
}
