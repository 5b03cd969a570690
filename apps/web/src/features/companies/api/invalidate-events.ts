import type { QueryClient } from '@tanstack/react-query';

// features/events' and features/dashboard's query keys, spelled out because those features
// do not depend on this one: copied events show up in event lists, timelines and counts.
const eventsQueryKey = ['events'] as const;
const dashboardQueryKey = ['dashboard'] as const;

/** Events were copied into municipalities: every cached event list and count is stale. */
export function invalidateCopiedEvents(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
    queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
  ]).then(() => undefined);
}
