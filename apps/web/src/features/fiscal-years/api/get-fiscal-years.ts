import type { FiscalYear } from '@karyayojana/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const fiscalYearsQueryKey = ['fiscal-years'] as const;

/** Every fiscal year, in the Super-Admin's order. */
export async function getFiscalYears(): Promise<FiscalYear[]> {
  const body = await api.get<{ data: FiscalYear[] }>('/api/fiscal-years');
  return body.data;
}

export function getFiscalYearsQueryOptions() {
  return queryOptions({ queryKey: fiscalYearsQueryKey, queryFn: getFiscalYears });
}

export function useFiscalYears() {
  return useQuery(getFiscalYearsQueryOptions());
}
