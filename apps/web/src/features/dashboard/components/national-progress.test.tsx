import type { CompanyProgress } from '@karyayojana/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, test } from 'vitest';
import { setToken } from '@/lib/auth/token-storage';
import { testQueryClient } from '@/testing/test-utils';
import { makeCompanyProgress } from '@/features/reports/testing/builders';
import { fakeServer } from '@/features/reports/testing/fake-server';
import { NationalProgress } from './national-progress';

const banepa = makeCompanyProgress(3, 'बनेपा नगरपालिका', {
  events: 40,
  done: 30,
  overdue: 2,
  due: 32,
  due_done: 30,
  completion_rate: 30 / 32,
  physical_progress: 80,
  financial_progress: 0.75,
  last_update: '2025-11-23T20:00:00.000Z', // 24 Nov in Nepal: 2082-08-08
});
const dhulikhel = makeCompanyProgress(2, 'धुलिखेल नगरपालिका', {
  events: 12,
  done: 3,
  overdue: 5,
  due: 10,
  completion_rate: 0.3,
  physical_progress: 35,
});
const biratnagar = makeCompanyProgress(9, 'विराटनगर महानगरपालिका', {
  company: { province: 'कोशी', district: 'मोरङ' },
  events: 0,
  done: 0,
  due: 0,
  completion_rate: null,
  physical_progress: null,
  last_update: null,
});
const ALL = [banepa, dhulikhel, biratnagar];

function renderTable(entry = '/dashboard', all = ALL) {
  const queryClient = testQueryClient();
  setToken('test-token');
  const sent = fakeServer((_method, url) => {
    const search = new URL(url, 'http://x').searchParams;
    const province = search.get('province');
    const district = search.get('district');
    const rows = all.filter(
      (row) =>
        (!province || row.company.province === province) &&
        (!district || row.company.district === district),
    );
    return {
      fiscal_year: { id: 5, year: '2082/83' },
      today: '2082-08-08',
      data: rows,
      without_plan: rows.filter((row) => row.events === 0).length,
    };
  });
  const router = createMemoryRouter([{ path: '/dashboard', Component: NationalProgress }], {
    initialEntries: [entry],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { sent, router };
}

const names = () =>
  within(screen.getByRole('table', { name: 'पालिकाहरूको प्रगतिको तालिका' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]?.textContent);

const header = (name: string) => screen.getByRole('button', { name }).closest('th');

test('one row per municipality: figures, last update in BS with AD, a link to its report', async () => {
  renderTable();
  const table = await screen.findByRole('table', { name: 'पालिकाहरूको प्रगतिको तालिका' });
  const row = within(table)
    .getByRole('link', { name: 'बनेपा नगरपालिका को प्रगति प्रतिवेदन' })
    .closest('tr') as HTMLElement;
  expect(within(row).getByRole('link')).toHaveAttribute(
    'href',
    '/dashboard/reports/progress?company_id=3',
  );
  expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
    'बनेपा नगरपालिकाकाभ्रेपलाञ्चोक, बागमती',
    '४०',
    '३०',
    '२',
    // The rate's basis stands beside it (issue 27).
    '९४%म्याद पुगेका ३२ मध्ये ३०',
    '८०%',
    '७५%',
    '२०८२ मंसिर ८२४ नोभेम्बर २०२५',
  ]);
  // No plan: said in the row, and counted above the table.
  const none = within(table)
    .getByRole('link', { name: /विराटनगर/ })
    .closest('tr') as HTMLElement;
  expect(none).toHaveTextContent('कार्ययोजना छैन');
  expect(screen.getByText('१ पालिकाको यस वर्षको कार्ययोजना छैन।')).toBeVisible();
  expect(screen.getByText('३ पालिका')).toBeVisible();
});

test('behind first; the column headers sort, and say how', async () => {
  const person = userEvent.setup();
  renderTable();
  await screen.findByRole('table', { name: 'पालिकाहरूको प्रगतिको तालिका' });
  // The lowest completion rate first; without a plan (no rate) last.
  expect(names()).toEqual(['धुलिखेल नगरपालिका', 'बनेपा नगरपालिका', 'विराटनगर महानगरपालिका']);
  expect(header('सम्पन्न दर')).toHaveAttribute('aria-sort', 'ascending');
  expect(header('कार्यक्रम')).not.toHaveAttribute('aria-sort');

  await person.click(screen.getByRole('button', { name: 'कार्यक्रम' }));
  expect(names()).toEqual(['बनेपा नगरपालिका', 'धुलिखेल नगरपालिका', 'विराटनगर महानगरपालिका']);
  expect(header('कार्यक्रम')).toHaveAttribute('aria-sort', 'descending');
  expect(header('सम्पन्न दर')).not.toHaveAttribute('aria-sort');

  await person.click(screen.getByRole('button', { name: 'कार्यक्रम' }));
  expect(names()).toEqual(['विराटनगर महानगरपालिका', 'धुलिखेल नगरपालिका', 'बनेपा नगरपालिका']);
  expect(header('कार्यक्रम')).toHaveAttribute('aria-sort', 'ascending');

  await person.click(screen.getByRole('button', { name: 'म्याद नाघेको' }));
  expect(names()).toEqual(['धुलिखेल नगरपालिका', 'बनेपा नगरपालिका', 'विराटनगर महानगरपालिका']);

  await person.click(screen.getByRole('button', { name: 'पालिका' }));
  expect(header('पालिका')).toHaveAttribute('aria-sort', 'ascending');
  expect(names()).toEqual(['धुलिखेल नगरपालिका', 'बनेपा नगरपालिका', 'विराटनगर महानगरपालिका']);
});

test('province and district filters ask the server and stay in the URL', async () => {
  const person = userEvent.setup();
  const { sent, router } = renderTable();
  await screen.findByRole('table', { name: 'पालिकाहरूको प्रगतिको तालिका' });
  const district = screen.getByLabelText('जिल्ला');
  // Districts follow the province chosen.
  expect(within(district).getAllByRole('option')).toHaveLength(1);

  await person.selectOptions(screen.getByLabelText('प्रदेश'), 'बागमती');
  await waitFor(() => expect(names()).toHaveLength(2));
  expect(router.state.location.search).toBe(`?province=${encodeURIComponent('बागमती')}`);
  expect(within(district).getAllByRole('option').length).toBeGreaterThan(10);

  await person.selectOptions(district, 'काभ्रेपलाञ्चोक');
  await waitFor(() =>
    expect(sent.at(-1)?.url).toBe(
      `/api/reports/progress/companies?province=${encodeURIComponent('बागमती')}&district=${encodeURIComponent('काभ्रेपलाञ्चोक')}`,
    ),
  );
  expect(new URLSearchParams(router.state.location.search).get('district')).toBe('काभ्रेपलाञ्चोक');
  expect(screen.getByText('सबै पालिकाको यस वर्षको कार्ययोजना छ।')).toBeVisible();

  await person.selectOptions(screen.getByLabelText('प्रदेश'), 'कोशी');
  await waitFor(() => expect(names()).toEqual(['विराटनगर महानगरपालिका']));
  // A new province forgets the district of the old one.
  expect(router.state.location.search).toBe(`?province=${encodeURIComponent('कोशी')}`);
});

test('a link with an older spelling of the district filters by its canonical name', async () => {
  const { sent } = renderTable(
    `/dashboard?province=Bagmati&district=${encodeURIComponent('काभ्रेपलान्चोक')}`,
  );
  await waitFor(() => expect(names()).toHaveLength(2));
  expect(screen.getByLabelText('प्रदेश')).toHaveValue('बागमती');
  expect(screen.getByLabelText('जिल्ला')).toHaveValue('काभ्रेपलाञ्चोक');
  expect(sent.at(-1)?.url).toBe(
    `/api/reports/progress/companies?province=${encodeURIComponent('बागमती')}&district=${encodeURIComponent('काभ्रेपलाञ्चोक')}`,
  );
});

test('a platform without municipalities says so, not that every one has a plan', async () => {
  renderTable('/dashboard', []);
  expect(
    await screen.findByText('अहिलेसम्म कुनै पालिका थपिएको छैन। कन्फिगरेसन → नगरपालिकाहरूबाट थप्नुहोस्।'),
  ).toBeVisible();
  expect(screen.queryByText('सबै पालिकाको यस वर्षको कार्ययोजना छ।')).not.toBeInTheDocument();
  expect(screen.getByText('० पालिका')).toBeVisible();
});

test('753 municipalities come in pages, sorted over all of them', async () => {
  const many: CompanyProgress[] = Array.from({ length: 753 }, (_, i) =>
    makeCompanyProgress(i + 10, `पालिका ${i}`, { completion_rate: (i % 100) / 100 }),
  );
  const queryClient = testQueryClient();
  setToken('test-token');
  fakeServer(() => ({
    fiscal_year: { id: 5, year: '2082/83' },
    today: '2082-08-08',
    data: many,
    without_plan: 0,
  }));
  const router = createMemoryRouter([{ path: '/dashboard', Component: NationalProgress }], {
    initialEntries: ['/dashboard'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const table = await screen.findByRole('table', { name: 'पालिकाहरूको प्रगतिको तालिका' });
  expect(table.querySelectorAll('tbody tr')).toHaveLength(25);
  expect(screen.getByText('७५३ पालिका')).toBeVisible();
  expect(screen.getByText('७५३ मध्ये १–२५ देखाइँदै')).toBeVisible();
  // The lowest rates of all 753 first.
  expect(names().slice(0, 2)).toEqual(['पालिका 0', 'पालिका 100']);

  const person = userEvent.setup();
  await person.click(screen.getByRole('button', { name: 'अर्को' }));
  expect(screen.getByText('७५३ मध्ये २६–५० देखाइँदै')).toBeVisible();
  // A new order starts again at the first page.
  await person.click(screen.getByRole('button', { name: 'सम्पन्न दर' }));
  expect(screen.getByText('७५३ मध्ये १–२५ देखाइँदै')).toBeVisible();
  expect(names()[0]).toMatch(/^पालिका (99|199|299|399|499|599|699)$/);
});
