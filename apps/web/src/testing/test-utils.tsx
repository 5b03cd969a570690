import type { User } from '@karyayojana/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { appQueryClient, createQueryClient } from '@/app/query-client';
import { setToken } from '@/lib/auth/token-storage';
import { queryKeys } from '@/lib/queries/query-keys';

interface RenderRoutesOptions {
  initialEntries: string[];
  /** Signs this user in: a token in storage and the user in the query cache, no request. */
  user?: User;
}

/**
 * Renders a route table in a memory router with an empty query cache: the app's own, which the
 * signed-in layout provides too, so a test can fill it for a page behind that lazy route.
 */
export function renderRoutes(routes: RouteObject[], { initialEntries, user }: RenderRoutesOptions) {
  const queryClient = appQueryClient();
  queryClient.clear();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  if (user) {
    setToken('test-token');
    queryClient.setQueryData(queryKeys.user, user);
  }
  const router = createMemoryRouter(routes, {
    initialEntries,
    initialIndex: initialEntries.length - 1,
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/**
 * The app's own query client (its retry rule, its error toasts for failed writes) with data
 * that never goes stale and no retries: what a test put in the cache stays what it shows.
 */
export function testQueryClient() {
  const client = createQueryClient();
  client.setDefaultOptions({
    queries: { retry: false, staleTime: Infinity },
    mutations: { retry: false },
  });
  return client;
}
