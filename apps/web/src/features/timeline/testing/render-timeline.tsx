import type { Category, Event, FiscalYear, User } from '@karyayojana/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setToken } from '@/lib/auth/token-storage';
import { userQueryKey } from '@/lib/auth/user-query-key';
import { makeUser } from '@/testing/data-generators';
import { categoriesQueryKey } from '../api/get-categories';
import { fiscalYearsQueryKey } from '../api/get-fiscal-years';
import { timelineQueryKey } from '../api/get-timeline-events';
import type { TimelineParams } from '../lib/timeline-search';
import { TimelinePage } from '../pages/timeline-page';

interface Options {
  url?: string;
  user?: User;
  today?: string;
  fiscalYears?: FiscalYear[];
  categories?: Category[];
  /** Each answer of GET /api/events the test expects, by its parameters. */
  events?: { params: Partial<TimelineParams>; data: Event[] }[];
}

/** The timeline page at /home with the server's answers already in the query cache. */
export function renderTimeline({
  url = '/home',
  user = makeUser(),
  today = '2083-08-06',
  fiscalYears = [],
  categories = [],
  events = [],
}: Options = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  setToken('test-token');
  queryClient.setQueryData(userQueryKey, user);
  queryClient.setQueryData(fiscalYearsQueryKey, fiscalYears);
  queryClient.setQueryData(categoriesQueryKey, categories);
  for (const answer of events) {
    const params: TimelineParams = { status: 'all', category_id: 0, q: '', ...answer.params };
    queryClient.setQueryData([...timelineQueryKey, params], answer.data);
  }
  const router = createMemoryRouter(
    [
      { path: '/home', element: <TimelinePage today={today} /> },
      { path: '/home/*', element: <p>elsewhere</p> },
      { path: '/dashboard/*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
