import type { RoleName } from '@karyayojana/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { fakeServer } from '@/features/reports/testing/fake-server';
import { setToken } from '@/lib/auth/token-storage';
import { queryKeys } from '@/lib/queries/query-keys';
import { makeUser } from '@/testing/data-generators';
import { testQueryClient } from '@/testing/test-utils';

/**
 * One page of issue 16 at `url`, signed in as `role`, with the server faked at the fetch
 * level (`answer` as in fakeServer) and the toaster, so a toast's text can be read.
 */
export function renderPage(
  Page: ComponentType,
  {
    path,
    url = path,
    role = 'admin',
    answer,
  }: {
    path: string;
    url?: string;
    role?: RoleName;
    answer: (method: string, url: URL) => unknown;
  },
) {
  const queryClient = testQueryClient();
  setToken('test-token');
  queryClient.setQueryData(queryKeys.user, makeUser({ role }));
  const sent = fakeServer((method, raw) => answer(method, new URL(raw, 'http://x')));
  const router = createMemoryRouter([{ path, Component: Page }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  /** The query strings the page asked `pathname` with, in order. */
  const asked = (pathname: string) =>
    sent
      .map((request) => new URL(request.url, 'http://x'))
      .filter((at) => at.pathname === pathname)
      .map((at) => Object.fromEntries(at.searchParams));
  return { sent, router, queryClient, asked };
}
