import type { Event, RoleName } from '@karyayojana/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, test } from 'vitest';
import { setToken } from '@/lib/auth/token-storage';
import { i18n } from '@/lib/i18n';
import { queryKeys } from '@/lib/queries/query-keys';
import { makeCompany, makeUser } from '@/testing/data-generators';
import { testQueryClient } from '@/testing/test-utils';
import {
  makeFigures,
  makeProgressReport,
  makeReportEvent,
} from '@/features/reports/testing/builders';
import { fakeServer, json } from '@/features/reports/testing/fake-server';
import type { ProgressReport } from '../api/get-progress';
import { DashboardPage } from './dashboard-page';

const road = makeReportEvent({
  id: 41,
  title: 'सडक मर्मत',
  date: '2082-07-20',
  assignTo: 'पूर्वाधार शाखा',
  overdue: true,
});
const camp = makeReportEvent({ id: 42, title: 'स्वास्थ्य शिविर', date: '2082-08-08' });

const REPORT = makeProgressReport({
  totals: makeFigures({
    events: 12,
    done: 5,
    notDone: 4,
    postponed: 2,
    canceled: 1,
    overdue: 3,
    due: 8,
    // One of the five done was done before its day: not among the due (issue 27).
    due_done: 4,
    completion_rate: 4 / 8,
    physical_progress: 52.4,
    budget: 1_234_567,
    spent: 617_284,
    financial_progress: 0.5,
    over_budget: 1,
  }),
  by_trimester: [
    { ...makeFigures({ events: 6, done: 4, overdue: 1 }), trimester: 1 },
    { ...makeFigures({ events: 4, done: 1, overdue: 2 }), trimester: 2 },
    { ...makeFigures({ events: 2 }), trimester: 3 },
  ],
  by_category: [
    { ...makeFigures({ events: 7, done: 3 }), id: 1, name: 'आर्थिक विकास' },
    { ...makeFigures({ events: 5, done: 2 }), id: null, name: null },
  ],
  overdue: [road],
  upcoming: [camp],
});

/** The whole event as GET /api/events/41 answers it. */
const ROAD_EVENT: Event = {
  id: 41,
  company_id: 2,
  fiscal_year_id: 5,
  fiscalYear: { id: 5, year: '2082/83' },
  fiscal_year: { id: 5, year: '2082/83' },
  title: 'सडक मर्मत',
  content: 'वडा ३ को सडक मर्मत।',
  date: '2082-07-20',
  ad_date: '2025-11-06',
  time: '11:00',
  assignTo: 'पूर्वाधार शाखा',
  status: 'notDone',
  savingFrequency: 'yearly',
  categories: [
    { id: 3, name: 'पूर्वाधार विकास' },
    { id: 1, name: 'आर्थिक विकास' },
  ],
  tasks: [],
  planned_date: '2082-07-20',
  completed_date: null,
  outcome: null,
  status_reason: null,
  progress: 40,
  budget: 500_000,
  spent: 200_000,
  over_budget: false,
  overdue: true,
  wards: [],
  branch_id: null,
  branch: null,
};

function renderDashboard({
  role = 'admin',
  report = REPORT,
}: { role?: RoleName; report?: ProgressReport | Response } = {}) {
  const queryClient = testQueryClient();
  setToken('test-token');
  queryClient.setQueryData(queryKeys.user, makeUser({ role, company: makeCompany() }));
  const sent = fakeServer((method, url) => {
    if (url === '/api/dashboard')
      return {
        data: {
          kind: 'company',
          // The free text repeats the municipality and the district (issue 27).
          company: {
            ...makeCompany(),
            municipality: 'धुलिखेल नगरपालिका',
            district: 'काभ्रेपलाञ्चोक',
            is_owner: false,
          },
          events: 30,
          activeYearEvents: 12,
        },
      };
    if (url === '/api/reports/progress?detail=summary')
      return report instanceof Response ? report : { data: report };
    if (url === '/api/events/41' && method === 'GET') return { data: ROAD_EVENT };
    if (url === '/api/events/41' && method === 'PUT')
      return { message: 'अपडेट भयो', data: { ...ROAD_EVENT, status: 'done' } };
    return undefined;
  });
  const router = createMemoryRouter(
    [{ path: '/dashboard', element: <DashboardPage renderExpiring={() => null} /> }],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { sent, queryClient };
}

test('the year at a glance: statuses, overdue and rates as figures in Nepali digits', async () => {
  renderDashboard();
  const counts = await screen.findByLabelText('स्थिति अनुसार कार्यक्रम');
  const figure = (label: string) =>
    within(counts).getByText(label).closest('div')?.querySelector('dd')?.textContent;
  expect(figure('कुल कार्यक्रम')).toBe('१२');
  expect(figure('सम्पन्न भएको')).toBe('५');
  expect(figure('सम्पन्न नभएको')).toBe('४');
  expect(figure('हुने तर नभएको')).toBe('२');
  expect(figure('रद्द गरिएको')).toBe('१');
  expect(figure('म्याद नाघेको')).toBe('३');

  const rates = screen.getByLabelText('प्रगतिको दर');
  // The rate's basis is the done among the due, not every done event (issue 27).
  expect(rates).toHaveTextContent('सम्पन्न दर५०%म्याद पुगेका ८ कार्यक्रममध्ये ४ सम्पन्न');
  expect(rates).toHaveTextContent('भौतिक प्रगति५२%');
  // Amounts grouped in lakhs, as a Nepali reader groups them.
  expect(rates).toHaveTextContent('वित्तीय प्रगति५०%बजेट रु. १२,३४,५६७ मध्ये खर्च रु. ६,१७,२८४');
  expect(rates).toHaveTextContent('१ कार्यक्रमको खर्च बजेटभन्दा बढी');
  // The banner and the counts that were there before stay.
  expect(screen.getByText('धुलिखेल नगरपालिका')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /कार्ययोजना हेर्नुहोस्/ })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'प्रगति प्रतिवेदन हेर्नुहोस्' })).toHaveAttribute(
    'href',
    '/dashboard/reports/progress',
  );
});

test("the banner's address names each place once", async () => {
  renderDashboard();
  expect(await screen.findByText('धुलिखेल नगरपालिका, काभ्रेपलाञ्चोक')).toBeVisible();
  expect(
    screen.queryByText('धुलिखेल, काभ्रेपलाञ्चोक, धुलिखेल नगरपालिका, काभ्रेपलाञ्चोक'),
  ).not.toBeInTheDocument();
});

test('completion by trimester and by category are bars with their numbers written as text', async () => {
  renderDashboard();
  const trimesters = await screen.findByRole('list', { name: 'चौमासिक अनुसार सम्पन्न' });
  const [first, second, third] = within(trimesters).getAllByRole('listitem');
  expect(first).toHaveTextContent('पहिलो चौमासिकश्रावण–कार्तिक६ मध्ये ४ सम्पन्न (६७%)१ म्याद नाघेको');
  expect(second).toHaveTextContent('दोस्रो चौमासिकमंसिर–फाल्गुण४ मध्ये १ सम्पन्न (२५%)२ म्याद नाघेको');
  expect(third).toHaveTextContent('तेस्रो चौमासिकचैत्र–असार२ मध्ये ० सम्पन्न (०%)');
  // The bar is a picture of the number beside it, hidden from screen readers.
  const bar = first!.querySelector('[aria-hidden="true"] > div');
  expect(bar).toHaveStyle({ width: `${(4 / 6) * 100}%` });

  const categories = screen.getByRole('list', { name: 'विषयगत क्षेत्र अनुसार सम्पन्न' });
  expect(
    within(categories)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['आर्थिक विकास७ मध्ये ३ सम्पन्न (४३%)', 'अन्य५ मध्ये २ सम्पन्न (४०%)']);
});

test("this week's events and the overdue ones link to their pages", async () => {
  renderDashboard();
  const week = await screen.findByRole('region', { name: 'यो हप्ताका कार्यक्रम' });
  expect(within(week).getByRole('link', { name: 'स्वास्थ्य शिविर' })).toHaveAttribute(
    'href',
    '/dashboard/events/42/view',
  );
  expect(week).toHaveTextContent('आज · मंसिर ८, सोमबार');
  const overdue = screen.getByRole('region', { name: 'म्याद नाघेका कार्यक्रम' });
  expect(within(overdue).getByRole('link', { name: 'सडक मर्मत' })).toHaveAttribute(
    'href',
    '/dashboard/events/41/view',
  );
  // 2082-07-20 to 2082-08-08: Kartik has 30 days in 2082.
  expect(overdue).toHaveTextContent('कार्तिक २०, बिहीबार · १८ दिन नाघेको');
  expect(overdue).toHaveTextContent('जिम्मेवार: पूर्वाधार शाखा');
});

test('one click records the outcome: the whole event goes back done, with the day and the result', async () => {
  const person = userEvent.setup();
  const { sent } = renderDashboard();
  await person.click(await screen.findByRole('button', { name: 'नतिजा राख्नुहोस्: सडक मर्मत' }));
  const dialog = screen.getByRole('dialog', { name: 'नतिजा राख्नुहोस्' });
  expect(dialog).toHaveTextContent('"सडक मर्मत" सम्पन्न भएको भनी राखिनेछ।');
  await person.type(within(dialog).getByLabelText('नतिजा (के हासिल भयो)'), '२ किलोमिटर सडक मर्मत');
  await person.click(within(dialog).getByRole('button', { name: 'सम्पन्न भनी राख्नुहोस्' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const put = sent.find((r) => r.method === 'PUT');
  expect(put?.url).toBe('/api/events/41');
  expect(put?.body).toEqual({
    fiscal_year_id: 5,
    title: 'सडक मर्मत',
    content: 'वडा ३ को सडक मर्मत।',
    date: '2082-07-20',
    time: '11:00',
    assignTo: 'पूर्वाधार शाखा',
    categories: [3, 1],
    status: 'done',
    // Today in Nepal as the report counted it: the default day.
    completed_date: '2082-08-08',
    outcome: '२ किलोमिटर सडक मर्मत',
  });
  // The event was read first, and the dashboard asks for its figures again after.
  expect(sent.map((r) => `${r.method} ${r.url}`)).toEqual(
    expect.arrayContaining(['GET /api/events/41', 'PUT /api/events/41']),
  );
  await waitFor(() =>
    expect(sent.filter((r) => r.url === '/api/reports/progress?detail=summary')).toHaveLength(2),
  );
});

test('a plain user sees the overdue list without the button to record outcomes', async () => {
  renderDashboard({ role: 'user' });
  expect(await screen.findByRole('link', { name: 'सडक मर्मत' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /नतिजा राख्नुहोस्/ })).not.toBeInTheDocument();
});

test('a year without a plan says so and links to adding events', async () => {
  renderDashboard({ report: makeProgressReport() });
  expect(await screen.findByText('आर्थिक वर्ष २०८२/८३ को कार्ययोजना अझै बनेको छैन')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'कार्यक्रम थप्नुहोस्' })).toHaveAttribute(
    'href',
    '/dashboard/events/add',
  );
  expect(screen.queryByLabelText('स्थिति अनुसार कार्यक्रम')).not.toBeInTheDocument();
});

test('a failed load says so with a way to try again', async () => {
  renderDashboard({ report: json({ message: 'सर्भरमा समस्या भयो।', code: 'INTERNAL' }, 500) });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('प्रगतिको विवरण ल्याउन सकिएन।');
  expect(within(alert).getByRole('button', { name: 'फेरि प्रयास गर्नुहोस्' })).toBeVisible();
});

test('in English the figures use English digits and international grouping', async () => {
  i18n.changeLanguage('en');
  renderDashboard();
  const rates = await screen.findByLabelText('Rates of progress');
  expect(rates).toHaveTextContent('Rs 617,284 spent of a budget of Rs 1,234,567');
  expect(screen.getByRole('list', { name: 'Done by trimester' })).toHaveTextContent(
    '4 of 6 done (67%)',
  );
});
