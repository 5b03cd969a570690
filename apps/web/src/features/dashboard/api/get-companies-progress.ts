import type { CompaniesProgress } from '@karyayojana/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/query-keys';

export type { CompaniesProgress, CompanyProgress } from '@karyayojana/contracts';

export interface CompaniesProgressParams {
  /** Nepali names as the reference list spells them; '' for every one. */
  province: string;
  district: string;
}

/** Super-Admin: GET /api/reports/progress/companies, one row per municipality (not wrapped). */
export function getCompaniesProgress(
  { province, district }: CompaniesProgressParams,
  signal?: AbortSignal,
): Promise<CompaniesProgress> {
  const search = new URLSearchParams();
  if (province) search.set('province', province);
  if (district) search.set('district', district);
  const query = search.size > 0 ? `?${search.toString()}` : '';
  return api.get<CompaniesProgress>(`/api/reports/progress/companies${query}`, { signal });
}

export function getCompaniesProgressQueryOptions(params: CompaniesProgressParams) {
  return queryOptions({
    queryKey: queryKeys.reports.companies(params),
    queryFn: ({ signal }) => getCompaniesProgress(params, signal),
  });
}

export function useCompaniesProgress(params: CompaniesProgressParams) {
  // A new filter keeps the old rows on screen until the new ones arrive: no flash of "loading".
  return useQuery({
    ...getCompaniesProgressQueryOptions(params),
    placeholderData: keepPreviousData,
  });
}
