import type { Company } from '@karyayojana/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The Super-Admin's view: counts over all municipalities and those about to expire. */
export interface PlatformDashboard {
  kind: 'platform';
  companies: number;
  users: number;
  events: number;
  /** 30 or fewer days left (expired ones included), fewest first. */
  expiring: Company[];
}

/** Everyone else: their own municipality and its event counts. */
export interface CompanyDashboard {
  kind: 'company';
  company: Company;
  events: number;
  /** Events of the active fiscal year. */
  activeYearEvents: number;
}

export type Dashboard = PlatformDashboard | CompanyDashboard;

// Renewing or editing a municipality invalidates this key too (features/companies).
export const dashboardQueryKey = ['dashboard'] as const;

export async function getDashboard(): Promise<Dashboard> {
  const body = await api.get<{ data: Dashboard }>('/api/dashboard');
  return body.data;
}

export function getDashboardQueryOptions() {
  // Counts move slowly; writes that change them invalidate the key (features/companies).
  return queryOptions({ queryKey: dashboardQueryKey, queryFn: getDashboard, staleTime: 60_000 });
}

export function useDashboard() {
  return useQuery(getDashboardQueryOptions());
}
