import type { QueryClient } from '@tanstack/react-query';

// features/dashboard's key, spelled out because features do not import each other: the
// dashboard counts events, so a created, copied or deleted event makes its numbers stale.
const dashboardQueryKey = ['dashboard'] as const;

export function invalidateEventCounts(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
}
