import type { RoleName } from '@karyayojana/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Toaster } from 'sonner';
import { setToken } from '@/lib/auth/token-storage';
import { queryKeys } from '@/lib/queries/query-keys';
import { makeUser } from '@/testing/data-generators';
import { testQueryClient } from '@/testing/test-utils';

interface Options {
  role?: RoleName;
  /** Query data put in the cache before the first render: [key, data] pairs. */
  cache?: [readonly unknown[], unknown][];
}

/**
 * Renders one of the feature's route entries (its lazy page replaced by `page`) for a signed-in
 * user, with the cache filled first: the page shows that data without asking the server.
 */
export function renderOrganisationPage(
  route: RouteObject,
  page: ReactNode,
  path: string,
  { role = 'admin', cache = [] }: Options = {},
) {
  const queryClient = testQueryClient();
  setToken('test-token');
  queryClient.setQueryData(queryKeys.user, makeUser({ role }));
  for (const [key, data] of cache) queryClient.setQueryData(key, data);
  // The page itself in place of its lazy chunk; the route's children (an edit URL) stay.
  const router = createMemoryRouter([{ ...route, lazy: undefined, element: page }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), router, queryClient };
}
