import type { User } from '@karyayojana/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, test } from 'vitest';
import { setToken } from '@/lib/auth/token-storage';
import { branchesKeys } from '@/lib/queries/branches';
import { queryKeys } from '@/lib/queries/query-keys';
import { makeCompany, makeUser } from '@/testing/data-generators';
import { testQueryClient } from '@/testing/test-utils';
import {
  makeFigures,
  makeProgressReport,
  makeReportEvent,
} from '@/features/reports/testing/builders';
import { fakeServer } from '@/features/reports/testing/fake-server';
import { DashboardPage } from './dashboard-page';

// Issue 28: a limited officer's dashboard opens on their wards and branches.
const WHOLE = makeProgressReport({
  totals: makeFigures({ events: 40, done: 10 }),
  overdue: [makeReportEvent({ id: 1, title: 'नगर सभा', overdue: true })],
});
const MINE = makeProgressReport({
  totals: makeFigures({ events: 6, done: 2 }),
  overdue: [makeReportEvent({ id: 2, title: 'वडा ५ को सडक', overdue: true })],
});

function renderDashboard(user: User, url = '/dashboard') {
  const queryClient = testQueryClient();
  setToken('test-token');
  queryClient.setQueryData(queryKeys.user, user);
  queryClient.setQueryData(branchesKeys.list, [
    { id: 3, company_id: 2, name: 'स्वास्थ्य शाखा', name_en: 'Health', order: 1, active: true },
  ]);
  const sent = fakeServer((_method, url) => {
    if (url === '/api/dashboard')
      return {
        data: { kind: 'company', company: makeCompany(), events: 40, activeYearEvents: 40 },
      };
    if (url === '/api/reports/progress?detail=summary') return { data: WHOLE };
    if (url.startsWith('/api/reports/progress?detail=summary&')) return { data: MINE };
    return undefined;
  });
  const router = createMemoryRouter(
    [{ path: '/dashboard', element: <DashboardPage renderExpiring={() => null} /> }],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { sent, router };
}

const figure = (label: string) =>
  within(screen.getByLabelText('स्थिति अनुसार कार्यक्रम'))
    .getByText(label)
    .closest('div')
    ?.querySelector('dd')?.textContent;

const ward5 = makeUser({
  role: 'user',
  company: makeCompany(),
  scope_wards: [5],
  scope_branch_ids: [],
});

test('a ward-5 officer opens on ward 5, with the chip saying so, and may record its outcomes', async () => {
  const { sent } = renderDashboard(ward5);
  expect(await screen.findByText('मेरो जिम्मेवारी: वडा नं ५')).toBeVisible();
  await waitFor(() => expect(figure('कुल कार्यक्रम')).toBe('६'));
  expect(sent.map((r) => r.url)).toContain('/api/reports/progress?detail=summary&ward=5');
  expect(sent.map((r) => r.url)).not.toContain('/api/reports/progress?detail=summary');
  expect(screen.getByRole('link', { name: 'वडा ५ को सडक' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'नतिजा राख्नुहोस्: वडा ५ को सडक' })).toBeVisible();
});

test('the officer can see the whole municipality and come back', async () => {
  const person = userEvent.setup();
  const { router } = renderDashboard(ward5);
  await person.click(await screen.findByRole('button', { name: 'सम्पूर्ण पालिका हेर्नुहोस्' }));
  expect(router.state.location.search).toBe('?view=all');
  expect(await screen.findByText('सम्पूर्ण पालिका')).toBeVisible();
  await waitFor(() => expect(figure('कुल कार्यक्रम')).toBe('४०'));
  // The whole palika's events may lie outside their scope: no recording from here.
  expect(screen.queryByRole('button', { name: /नतिजा राख्नुहोस्/ })).not.toBeInTheDocument();

  await person.click(screen.getByRole('button', { name: 'मेरो जिम्मेवारी मात्र हेर्नुहोस्' }));
  expect(router.state.location.search).toBe('');
  await waitFor(() => expect(figure('कुल कार्यक्रम')).toBe('६'));
});

test('a branch-limited officer’s chip names the branch, and the report is asked for it', async () => {
  const { sent } = renderDashboard(
    makeUser({ role: 'user', company: makeCompany(), scope_wards: [], scope_branch_ids: [3] }),
  );
  expect(await screen.findByText('मेरो जिम्मेवारी: स्वास्थ्य शाखा')).toBeVisible();
  await waitFor(() =>
    expect(sent.map((r) => r.url)).toContain('/api/reports/progress?detail=summary&branch_id=3'),
  );
});

test('an officer of the whole municipality and an admin get no chip', async () => {
  renderDashboard(makeUser({ role: 'user', company: makeCompany() }));
  await waitFor(() => expect(figure('कुल कार्यक्रम')).toBe('४०'));
  expect(screen.queryByText(/मेरो जिम्मेवारी/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'सम्पूर्ण पालिका हेर्नुहोस्' })).not.toBeInTheDocument();
});
