import type { Company, RoleName } from '@karyayojana/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { testQueryClient } from '@/testing/test-utils';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, test } from 'vitest';
import { i18n } from '@/lib/i18n';
import { makeUser } from '@/testing/data-generators';
import type { Dashboard as DashboardData } from '@/features/dashboard/api/get-dashboard';
import { Dashboard } from './dashboard';
import { queryKeys } from '@/lib/queries/query-keys';
import { getYearProgressQueryOptions } from '@/features/dashboard/api/get-progress';
import { getCompaniesProgressQueryOptions } from '@/features/dashboard/api/get-companies-progress';
import {
  makeCompanyProgress,
  makeFigures,
  makeProgressReport,
} from '@/features/reports/testing/builders';

function makeCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: 2,
    name: 'धुलिखेल नगरपालिका',
    description: 'स्वच्छ, सुन्दर र समृद्ध धुलिखेल',
    address: 'वडा ७',
    contact: '011-490000',
    email: 'info@dhulikhel.gov.np',
    website: null,
    province: 'बागमती',
    district: 'काभ्रेपलाञ्चोक',
    municipality: 'धुलिखेल नगरपालिका',
    logo: 'logos/logo.png',
    subLogo: 'logos/sub.png',
    expiry_date: '2026-07-17',
    remaining_days: 200,
    status: '1',
    is_owner: false,
    ...overrides,
  };
}

/** The dashboard with the user and its answer in the cache: no request. */
function renderDashboard(data: DashboardData, role: RoleName = 'admin') {
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.user, makeUser({ role }));
  queryClient.setQueryData(queryKeys.dashboard, data);
  // The year's progress (a municipality) and the national table (the Super-Admin).
  queryClient.setQueryData(
    getYearProgressQueryOptions().queryKey,
    makeProgressReport({ totals: makeFigures({ events: 19, done: 4, notDone: 15 }) }),
  );
  queryClient.setQueryData(
    getCompaniesProgressQueryOptions({ province: '', district: '' }).queryKey,
    {
      fiscal_year: { id: 5, year: '2082/83' },
      today: '2082-08-08',
      data: [makeCompanyProgress(3, 'बनेपा नगरपालिका')],
      without_plan: 0,
    },
  );
  const router = createMemoryRouter([{ path: '/dashboard', Component: Dashboard }], {
    initialEntries: ['/dashboard'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

test('the Super-Admin sees the counts in Nepali digits and the municipalities about to expire', async () => {
  renderDashboard(
    {
      kind: 'platform',
      companies: 12,
      users: 48,
      events: 1250,
      expiring: [
        makeCompany({ id: 3, name: 'बनेपा नगरपालिका', remaining_days: 0, status: '0' }),
        makeCompany({ id: 4, name: 'पनौती नगरपालिका', remaining_days: 9 }),
      ],
    },
    'Super-Admin',
  );
  expect(screen.getByRole('heading', { level: 1, name: 'ड्यासबोर्ड' })).toBeInTheDocument();
  const counts = screen.getByRole('region', { name: 'सारांश' });
  expect(within(counts).getByText('१२')).toBeInTheDocument();
  expect(within(counts).getByText('४८')).toBeInTheDocument();
  expect(within(counts).getByText('१२५०')).toBeInTheDocument();

  const table = screen.getByRole('table', { name: 'म्याद सकिन लागेका पालिकाहरू' });
  const [banepa, panauti] = [...table.querySelectorAll('tbody tr')] as HTMLElement[];
  expect(within(banepa!).getByText('म्याद सकिएको')).toBeInTheDocument();
  expect(
    within(banepa!).getAllByRole('button', {
      name: 'नवीकरण: बनेपा नगरपालिका को सदस्यता एक वर्ष थप्नुहोस्',
    }),
  ).not.toHaveLength(0);
  expect(within(panauti!).getByText('९ दिन बाँकी')).toHaveClass('text-red-700');

  // Below them, every municipality's progress (its own chunk, loaded on demand).
  expect(await screen.findByRole('heading', { name: 'पालिकाहरूको प्रगति' })).toBeVisible();
});

test('with nothing about to expire the Super-Admin is told so', async () => {
  renderDashboard(
    { kind: 'platform', companies: 2, users: 5, events: 0, expiring: [] },
    'Super-Admin',
  );
  expect(screen.getByText('३० दिनभित्र कुनै पालिकाको म्याद सकिँदैन।')).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'म्याद सकिन लागेका पालिकाहरू' })).not.toBeInTheDocument();
  expect(await screen.findByRole('table', { name: 'पालिकाहरूको प्रगतिको तालिका' })).toBeVisible();
});

test("others see their municipality's banner and the counts of its action plans", () => {
  renderDashboard({ kind: 'company', company: makeCompany(), events: 57, activeYearEvents: 21 });
  expect(screen.getByText('धुलिखेल नगरपालिका')).toBeInTheDocument();
  expect(screen.getByText('स्वच्छ, सुन्दर र समृद्ध धुलिखेल')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'धुलिखेल नगरपालिका को लोगो' })).toHaveAttribute(
    'src',
    '/storage/logos/logo.png',
  );
  expect(screen.getByRole('img', { name: 'धुलिखेल नगरपालिका को सहायक लोगो' })).toHaveAttribute(
    'src',
    '/storage/logos/sub.png',
  );
  expect(screen.getByRole('heading', { name: 'कार्ययोजना' })).toBeInTheDocument();
  expect(screen.getByText('२१')).toBeInTheDocument();
  expect(screen.getByText('५७')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /कार्ययोजना हेर्नुहोस्/ })).toHaveAttribute(
    'href',
    '/dashboard/events',
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('an expired municipality is told that it can only read', () => {
  i18n.changeLanguage('en');
  renderDashboard({
    kind: 'company',
    company: makeCompany({ status: '0', remaining_days: 0, logo: null, subLogo: null }),
    events: 3,
    activeYearEvents: 0,
  });
  expect(screen.getByRole('alert')).toHaveTextContent('subscription has expired');
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(screen.getByText('3')).toBeInTheDocument();
});
