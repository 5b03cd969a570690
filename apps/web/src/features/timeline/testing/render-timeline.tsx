import type { Branch, Category, Event, FiscalYear, User } from '@karyayojana/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { testQueryClient } from '@/testing/test-utils';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setToken } from '@/lib/auth/token-storage';
import { makeUser } from '@/testing/data-generators';
import type { TimelineParams } from '../lib/timeline-search';
import { TimelinePage } from '../pages/timeline-page';
import { queryKeys } from '@/lib/queries/query-keys';
import { branchesKeys } from '@/lib/queries/branches';
import { wardsKeys } from '@/lib/queries/wards';

interface Options {
  url?: string;
  user?: User;
  today?: string;
  fiscalYears?: FiscalYear[];
  categories?: Category[];
  /** The municipality's ward count (default 0) and branches (default none): issue 28. */
  wardCount?: number;
  branches?: Branch[];
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
  wardCount = 0,
  branches = [],
  events = [],
}: Options = {}) {
  const queryClient = testQueryClient();
  setToken('test-token');
  queryClient.setQueryData(queryKeys.user, user);
  queryClient.setQueryData(queryKeys.fiscalYears.list, fiscalYears);
  queryClient.setQueryData(queryKeys.categories.list, categories);
  queryClient.setQueryData(wardsKeys.list, {
    data: Array.from({ length: wardCount }, (_, i) => ({
      number: i + 1,
      office_name: null,
      contact: null,
    })),
    meta: { company_id: 2, ward_count: wardCount },
  });
  queryClient.setQueryData(branchesKeys.list, branches);
  for (const answer of events) {
    const params: TimelineParams = { status: 'all', category_id: 0, q: '', ...answer.params };
    queryClient.setQueryData(queryKeys.events.timeline(params), answer.data);
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
