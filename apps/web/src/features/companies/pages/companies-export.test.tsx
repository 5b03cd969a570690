import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setToken } from '@/lib/auth/token-storage';
import { i18n } from '@/lib/i18n';
import { queryKeys } from '@/lib/queries/query-keys';
import { makeUser } from '@/testing/data-generators';
import { testQueryClient } from '@/testing/test-utils';
import { makeListCompany } from '../testing/companies';
import { CompaniesPage } from './companies-page';

// The Super-Admin's list of municipalities as Excel or CSV.
let saved: string[];
beforeEach(() => {
  saved = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:companies');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});

function renderPage() {
  const queryClient = testQueryClient();
  setToken('test-token');
  queryClient.setQueryData(queryKeys.user, makeUser({ role: 'Super-Admin' }));
  queryClient.setQueryData(queryKeys.companies.list, [makeListCompany()]);
  queryClient.setQueryData(queryKeys.fiscalYears.list, []);
  const router = createMemoryRouter(
    [
      { path: '/dashboard/config/companies', element: <CompaniesPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/dashboard/config/companies'] },
  );
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

test('CSV downloads GET /api/companies/export?format=csv under the server’s name', async () => {
  renderPage();
  const fetchSpy = vi.mocked(globalThis.fetch).mockImplementation(
    async () =>
      new Response('\uFEFFनाम\r\n', {
        headers: {
          'Content-Disposition': `attachment; filename="municipalities.csv"; filename*=UTF-8''%E0%A4%AA%E0%A4%BE%E0%A4%B2%E0%A4%BF%E0%A4%95%E0%A4%BE%E0%A4%B9%E0%A4%B0%E0%A5%82%20municipalities.csv`,
        },
      }),
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'CSV' }));
  await waitFor(() => expect(saved).toEqual(['पालिकाहरू municipalities.csv']));
  const [url, init] = fetchSpy.mock.calls[0]!;
  expect(url).toBe('/api/companies/export?format=csv');
  expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer test-token');
});

test('Excel, in English', async () => {
  i18n.changeLanguage('en');
  renderPage();
  const fetchSpy = vi
    .mocked(globalThis.fetch)
    .mockImplementation(async () => new Response(new Uint8Array([80, 75, 3, 4])));
  expect(
    screen.getByRole('group', { name: 'Download the list of municipalities as a file' }),
  ).toBeVisible();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Excel' }));
  await waitFor(() => expect(saved).toEqual(['municipalities.xlsx']));
  expect(fetchSpy.mock.calls[0]![0]).toBe('/api/companies/export?format=xlsx');
  expect(new Headers(fetchSpy.mock.calls[0]![1]?.headers).get('Accept-Language')).toBe('en');
});
