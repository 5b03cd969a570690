import type { QueryClient } from '@tanstack/react-query';
import { userQueryKey } from '@/lib/auth/user-query-key';
import { companiesQueryKey } from './get-companies';

// features/dashboard's query key: renewals and edits change what the dashboard shows. Spelled
// out here because the dashboard depends on this feature, not the other way round.
const dashboardQueryKey = ['dashboard'] as const;

/**
 * A municipality changed: its lists, its detail, the dashboard, and the signed-in user (whose
 * company, logos and expiry the layout and the home page show).
 */
export function invalidateCompanies(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: companiesQueryKey }),
    queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
    queryClient.invalidateQueries({ queryKey: userQueryKey }),
  ]).then(() => undefined);
}
