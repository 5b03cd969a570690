import type {
  ActivityEntry,
  Branch,
  Category,
  Event,
  FiscalYear,
  RoleName,
  StatusChange,
  User,
} from '@karyayojana/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { testQueryClient } from '@/testing/test-utils';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Toaster } from 'sonner';
import { paths } from '@/config/paths';
import { setToken } from '@/lib/auth/token-storage';
import { makeUser } from '@/testing/data-generators';
import { getEventsQueryOptions, type EventList, type EventListParams } from '../api/get-events';
import { statusHistoryKey } from '../api/get-status-history';
import { EventFormPage } from '../pages/event-form-page';
import { EventViewPage } from '../pages/event-view-page';
import { EventsListPage } from '../pages/events-list-page';
import { TaskFormDialog } from '../pages/task-form-dialog';
import { TaskFormPage } from '../pages/task-form-page';
import { makeCategory, makeFiscalYear } from './builders';
import { queryKeys } from '@/lib/queries/query-keys';
import { branchesKeys } from '@/lib/queries/branches';
import { wardsKeys } from '@/lib/queries/wards';

/** The events pages without lazy loading; the list is a stub unless asked for. */
function routes(withList: boolean): RouteObject[] {
  return [
    {
      path: paths.events.list.path,
      Component: withList ? EventsListPage : () => <h1>list page</h1>,
    },
    { path: paths.events.add.path, Component: EventFormPage },
    { path: paths.events.edit.path, Component: EventFormPage },
    {
      path: paths.events.view.path,
      Component: EventViewPage,
      children: [{ path: 'add/:id', Component: TaskFormDialog }],
    },
    { path: paths.events.task.path, Component: TaskFormPage },
  ];
}

export interface Seed {
  role?: RoleName;
  /** The signed-in user, when more than a role matters (an officer's scope, can_plan). */
  user?: User;
  /** The municipality's ward count (default 9) and branches (default two, one inactive). */
  wardCount?: number;
  branches?: Branch[];
  fiscalYears?: FiscalYear[];
  activeYear?: FiscalYear | null;
  categories?: Category[];
  events?: Event[];
  /**
   * Each seeded event's status history, by id: none changed by default; null leaves it out of
   * the cache, for the page to ask the (faked) server.
   */
  history?: Record<number, StatusChange[] | null>;
  /** Each seeded event's activity entries, by id: none by default; null asks the server. */
  activity?: Record<number, ActivityEntry[] | null>;
  /** More [key, data] pairs for the cache, e.g. a list page. */
  queries?: [readonly unknown[], unknown][];
}

export const FY_82 = makeFiscalYear(2082, { status: 1 });

/** Two branches of the municipality: health (active) and an old one (inactive). */
export const BRANCHES: Branch[] = [
  { id: 3, company_id: 2, name: 'स्वास्थ्य शाखा', name_en: 'Health', order: 1, active: true },
  { id: 4, company_id: 2, name: 'शिक्षा शाखा', name_en: 'Education', order: 2, active: true },
  { id: 9, company_id: 2, name: 'पुरानो शाखा', name_en: null, order: 3, active: false },
];
export const FY_81 = makeFiscalYear(2081);

/**
 * Renders the events pages at `path` with the data already in the query cache (no request
 * unless the test makes one) and the toaster, so a toast's text can be read.
 */
export function renderEvents(
  path: string,
  seed: Seed = {},
  withList = new URL(path, 'http://x').pathname === paths.events.list.path,
) {
  const queryClient = testQueryClient();
  setToken('test-token');
  queryClient.setQueryData(queryKeys.user, seed.user ?? makeUser({ role: seed.role ?? 'admin' }));
  const wardCount = seed.wardCount ?? 9;
  queryClient.setQueryData(wardsKeys.list, {
    data: Array.from({ length: wardCount }, (_, i) => ({
      number: i + 1,
      office_name: null,
      contact: null,
    })),
    meta: { company_id: 2, ward_count: wardCount },
  });
  queryClient.setQueryData(branchesKeys.list, seed.branches ?? BRANCHES);
  queryClient.setQueryData(queryKeys.fiscalYears.list, seed.fiscalYears ?? [FY_82, FY_81]);
  queryClient.setQueryData(
    queryKeys.fiscalYears.active,
    seed.activeYear === undefined ? FY_82 : seed.activeYear,
  );
  queryClient.setQueryData(
    queryKeys.categories.list,
    seed.categories ?? [makeCategory(), makeCategory({ id: 2, name: 'सामाजिक विकास' })],
  );
  for (const event of seed.events ?? []) {
    queryClient.setQueryData(queryKeys.events.detail(event.id), event);
    const history = seed.history?.[event.id];
    if (history !== null) queryClient.setQueryData(statusHistoryKey(event.id), history ?? []);
    // Its activity log entries (admins and the Super-Admin read them): none unless asked for.
    const activity = seed.activity?.[event.id];
    // Keyed by language too: the server writes the summaries in the asker's.
    if (activity !== null)
      for (const language of ['ne', 'en'])
        queryClient.setQueryData([...queryKeys.activity.event(event.id), language], activity ?? []);
  }
  for (const [key, data] of seed.queries ?? []) queryClient.setQueryData(key, data);
  const router = createMemoryRouter(routes(withList), { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** Makes the next requests answer with `respond(url, init)`; returns the spy to read them. */
export function answerFetch(
  respond: (url: string, init?: RequestInit) => Response | Promise<Response>,
) {
  const spy = vi.mocked(globalThis.fetch);
  spy.mockImplementation((input, init) => Promise.resolve(respond(requestUrl(input), init)));
  return spy;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The list's cache entry for `params` (defaults: the active year 2082/83, page 1 of 10). */
export function listEntry(
  events: Event[],
  total = events.length,
  params: Partial<EventListParams> = {},
): [readonly unknown[], EventList] {
  const full: EventListParams = { ...DEFAULT_LIST, ...params };
  return [
    getEventsQueryOptions(full).queryKey,
    { data: events, meta: { total, page: full.page, per_page: full.per_page } },
  ];
}

export const DEFAULT_LIST: EventListParams = {
  fiscal_year_id: FY_82.id,
  status: 'all',
  category_id: 0,
  q: '',
  sort: 'asc',
  page: 1,
  per_page: 10,
};

export function requestUrl(input: string | URL | Request): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** The JSON body a request sent. */
export function sentJson(init: RequestInit | undefined): unknown {
  return JSON.parse(typeof init?.body === 'string' ? init.body : 'null');
}
