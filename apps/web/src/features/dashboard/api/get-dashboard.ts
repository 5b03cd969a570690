import type { Dashboard } from '@karyayojana/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/query-keys';

// The answer's shape is the server's own schema (packages/contracts/src/dashboard.ts).
export type { CompanyDashboard, Dashboard, PlatformDashboard } from '@karyayojana/contracts';

export async function getDashboard(): Promise<Dashboard> {
  const body = await api.get<{ data: Dashboard }>('/api/dashboard');
  return body.data;
}

export function getDashboardQueryOptions() {
  // Counts move slowly; writes that change them invalidate the key (features/companies).
  return queryOptions({ queryKey: queryKeys.dashboard, queryFn: getDashboard, staleTime: 60_000 });
}

export function useDashboard() {
  return useQuery(getDashboardQueryOptions());
}
