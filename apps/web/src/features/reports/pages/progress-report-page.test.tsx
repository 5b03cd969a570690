import type { FiscalYear, ProgressReport, RoleName, User } from '@karyayojana/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, test, vi } from 'vitest';
import { setToken } from '@/lib/auth/token-storage';
import { i18n } from '@/lib/i18n';
import { queryKeys } from '@/lib/queries/query-keys';
import { makeCompany, makeUser } from '@/testing/data-generators';
import { testQueryClient } from '@/testing/test-utils';
import { makeFigures, makeProgressReport, makeReportEvent } from '../testing/builders';
import { fakeServer } from '../testing/fake-server';
import { ProgressReportPage } from './progress-report-page';

// One category with an English name, one without (docs/behaviour.md §6).
const economic = { id: 1, name: 'आर्थिक विकास', name_en: 'Economic development' };
const social = { id: 2, name: 'सामाजिक विकास' };

const EVENTS = [
  makeReportEvent({
    id: 1,
    title: 'कृषि तालिम',
    date: '2082-05-12',
    assignTo: 'कृषि शाखा',
    status: 'done',
    category: economic,
    completed_date: '2082-05-15',
    outcome: '३५ जना किसान सहभागी',
    budget: 100_000,
    spent: 90_000,
  }),
  makeReportEvent({
    id: 2,
    title: 'सिँचाइ कुलो मर्मत',
    date: '2082-06-02',
    status: 'notDone',
    overdue: true,
    category: economic,
    progress: 40,
    budget: 1_200_000,
    spent: 50_000,
  }),
  makeReportEvent({
    id: 3,
    title: 'स्वास्थ्य शिविर',
    date: '2082-06-20',
    status: 'postponed',
    status_reason: 'चिकित्सक नआएकाले',
    category: social,
  }),
  makeReportEvent({
    id: 4,
    title: 'खेलकुद प्रतियोगिता',
    date: '2082-07-01',
    status: 'canceled',
    status_reason: 'बजेट अभाव',
  }),
];

const REPORT = makeProgressReport({
  events: EVENTS,
  totals: makeFigures({
    events: 4,
    done: 1,
    notDone: 1,
    postponed: 1,
    canceled: 1,
    overdue: 1,
    due: 4,
    due_done: 1,
    completion_rate: 0.25,
    physical_progress: 140 / 3,
    budget: 1_300_000,
    spent: 140_000,
    financial_progress: 140_000 / 1_300_000,
  }),
  by_category: [
    {
      ...makeFigures({ events: 2, done: 1, budget: 1_300_000, spent: 140_000 }),
      physical_progress: 70,
      financial_progress: 140_000 / 1_300_000,
      ...economic,
    },
    { ...makeFigures({ events: 1, postponed: 1 }), physical_progress: 0, ...social },
    { ...makeFigures({ events: 1, canceled: 1 }), id: null, name: null },
  ],
  // Issue 28: event 1 is for wards 1 and 3, event 2 for ward 3, the others the whole
  // municipality's; events 1 and 2 are the planning branch's.
  by_ward: [
    { ward: 1, ...makeFigures({ events: 1, done: 1, due: 1, due_done: 1, completion_rate: 1 }) },
    {
      ward: 3,
      ...makeFigures({ events: 2, done: 1, overdue: 1, budget: 1_300_000, spent: 140_000 }),
      physical_progress: 70,
      financial_progress: 140_000 / 1_300_000,
    },
    { ward: null, ...makeFigures({ events: 2, postponed: 1, canceled: 1 }) },
  ],
  by_branch: [
    {
      id: 11,
      name: 'योजना शाखा',
      name_en: 'Planning',
      ...makeFigures({ events: 2, done: 1, overdue: 1, budget: 1_300_000, spent: 140_000 }),
    },
    { id: null, name: null, name_en: null, ...makeFigures({ events: 2 }) },
  ],
  filters: { wards: [], branch_ids: [] },
  organisation: {
    ward_count: 5,
    branches: [
      { id: 11, name: 'योजना शाखा', name_en: 'Planning', active: true },
      { id: 12, name: 'स्वास्थ्य शाखा', name_en: 'Health', active: false },
    ],
  },
});

const FY82: FiscalYear = {
  id: 5,
  year: '2082/83',
  startDate: '2082-04-01',
  ad_startDate: '2025-07-17',
  endDate: '2083-03-31',
  ad_endDate: '2026-07-16',
  status: 1,
  order: 2,
};
const FY81: FiscalYear = { ...FY82, id: 4, year: '2081/82', status: 0, order: 1 };

function renderReport({
  url = '/dashboard/reports/progress',
  role = 'admin',
  answer,
  user = {},
}: {
  url?: string;
  role?: RoleName;
  answer?: (url: URL) => ProgressReport;
  user?: Partial<User>;
} = {}) {
  const queryClient = testQueryClient();
  setToken('test-token');
  queryClient.setQueryData(
    queryKeys.user,
    makeUser({
      ...user,
      role,
      // The free text repeats the municipality and its district (issue 27).
      company: makeCompany({
        logo: 'logos/dhulikhel.png',
        address: 'धुलिखेल, काभ्रेपलाञ्चोक',
        municipality: 'धुलिखेल नगरपालिका',
        district: 'काभ्रेपलाञ्चोक',
      }),
    }),
  );
  queryClient.setQueryData(queryKeys.fiscalYears.list, [FY82, FY81]);
  queryClient.setQueryData(queryKeys.fiscalYears.active, FY82);
  const sent = fakeServer((_method, raw) => {
    const at = new URL(raw, 'http://x');
    if (at.pathname === '/api/reports/progress') {
      const trimester = at.searchParams.get('trimester');
      const list = (name: string) =>
        (at.searchParams.get(name) ?? '').split(',').filter(Boolean).map(Number);
      const report = answer?.(at) ?? {
        ...REPORT,
        filters: { wards: list('ward'), branch_ids: list('branch_id') },
        trimester: trimester ? Number(trimester) : null,
        ...(trimester === '1' ? { period: { start: '2082-04-01', end: '2082-07-30' } } : {}),
      };
      return { data: report };
    }
    if (at.pathname === '/api/companies')
      return { data: [makeCompany({ id: 9, name: 'बनेपा नगरपालिका' })] };
    if (at.pathname === '/api/companies/9')
      return {
        data: {
          ...makeCompany({ id: 9, name: 'बनेपा नगरपालिका', address: 'बनेपा-८' }),
          contact: null,
          email: null,
          website: null,
          province: 'बागमती',
          district: 'काभ्रेपलाञ्चोक',
          municipality: 'बनेपा नगरपालिका',
          expiry_date: '2026-07-17',
          is_owner: false,
        },
      };
    return undefined;
  });
  const router = createMemoryRouter(
    [{ path: '/dashboard/reports/progress', Component: ProgressReportPage }],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { sent, router };
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? ''),
    );

test('the events of the period by category, each with its subtotal, then the grand total', async () => {
  renderReport();
  const table = await screen.findByRole('table', {
    name: 'विषयगत क्षेत्र अनुसार कार्यक्रमको प्रगति',
  });
  expect(rowsOf(table)).toEqual([
    [
      'क्र.सं.',
      'मिति',
      'कार्यक्रम / क्रियाकलाप',
      'जिम्मेवार',
      'स्थिति',
      'भौतिक प्रगति (%)',
      'बजेट (रु.)',
      'खर्च (रु.)',
      'सम्पन्न मिति',
      'नतिजा वा कारण',
    ],
    ['आर्थिक विकास'],
    [
      '१',
      '२०८२/०५/१२',
      'कृषि तालिम',
      'कृषि शाखा',
      'सम्पन्न भएको',
      '१००',
      '१,००,०००',
      '९०,०००',
      '२०८२/०५/१५',
      '३५ जना किसान सहभागी',
    ],
    [
      '२',
      '२०८२/०६/०२',
      'सिँचाइ कुलो मर्मत',
      '—',
      'सम्पन्न नभएको(म्याद नाघेको)',
      '४०',
      '१२,००,०००',
      '५०,०००',
      '—',
      '',
    ],
    ['आर्थिक विकास: जम्मा२ कार्यक्रम, १ सम्पन्न', '७०', '१३,००,०००', '१,४०,०००', 'वित्तीय प्रगति ११%'],
    ['सामाजिक विकास'],
    ['३', '२०८२/०६/२०', 'स्वास्थ्य शिविर', '—', 'हुने तर नभएको', '—', '—', '—', '—', 'चिकित्सक नआएकाले'],
    ['सामाजिक विकास: जम्मा१ कार्यक्रम, ० सम्पन्न', '०', '०', '०', ''],
    // Events without a category come last, under "अन्य".
    ['अन्य'],
    ['४', '२०८२/०७/०१', 'खेलकुद प्रतियोगिता', '—', 'रद्द गरिएको', '—', '—', '—', '—', 'बजेट अभाव'],
    ['अन्य: जम्मा१ कार्यक्रम, ० सम्पन्न', '—', '०', '०', ''],
    ['कुल जम्मा४ कार्यक्रम, १ सम्पन्न', '४७', '१३,००,०००', '१,४०,०००', 'वित्तीय प्रगति ११%'],
  ]);
});

test('a letterhead, the period in BS, the totals and the three signature blocks', async () => {
  renderReport();
  await screen.findByRole('table', { name: 'विषयगत क्षेत्र अनुसार कार्यक्रमको प्रगति' });
  expect(screen.getByRole('img', { name: 'धुलिखेल नगरपालिका को लोगो' })).toHaveAttribute(
    'src',
    '/storage/logos/dhulikhel.png',
  );
  // Each place once, not 'धुलिखेल, काभ्रेपलाञ्चोक, धुलिखेल नगरपालिका, काभ्रेपलाञ्चोक'.
  expect(screen.getByText('धुलिखेल नगरपालिका, काभ्रेपलाञ्चोक')).toBeVisible();
  expect(
    screen.getByRole('heading', { name: 'आर्थिक वर्ष २०८२/८३ को वार्षिक प्रगति प्रतिवेदन' }),
  ).toBeVisible();
  expect(screen.getByText('अवधि: २०८२ श्रावण १ देखि २०८३ असार ३१ सम्म')).toBeVisible();
  expect(screen.getByText('प्रतिवेदन मिति: २०८२ मंसिर ८')).toBeVisible();

  const summary = screen.getByRole('region', { name: 'सारांश' });
  expect(summary).toHaveTextContent('कुल कार्यक्रम४');
  expect(summary).toHaveTextContent('सम्पन्न दर२५%');
  // The rate's basis beside it, in Nepali digits (issue 27).
  expect(within(summary).getByText('म्याद पुगेका ४ मध्ये १')).toBeVisible();
  expect(summary).toHaveTextContent('भौतिक प्रगति४७%');
  expect(summary).toHaveTextContent('वित्तीय प्रगति११%');
  expect(summary).toHaveTextContent('कुल बजेट (रु.)१३,००,०००');

  const signatures = screen.getByRole('region', { name: 'दस्तखत' });
  expect(
    within(signatures)
      .getAllByRole('heading')
      .map((h) => h.textContent),
  ).toEqual(['तयार गर्ने', 'जाँच गर्ने', 'स्वीकृत गर्ने']);
  expect(within(signatures).getAllByText('नाम:')).toHaveLength(3);
  expect(within(signatures).getAllByText('पद:')).toHaveLength(3);
  expect(within(signatures).getAllByText('दस्तखत:')).toHaveLength(3);
  expect(within(signatures).getAllByText('मिति:')).toHaveLength(3);
});

test('the trimester chosen goes into the URL and the request', async () => {
  const person = userEvent.setup();
  const { sent, router } = renderReport();
  await screen.findByRole('table', { name: 'विषयगत क्षेत्र अनुसार कार्यक्रमको प्रगति' });
  expect(sent.map((r) => r.url)).toContain('/api/reports/progress?detail=events');
  expect(screen.getByLabelText('आर्थिक वर्ष')).toHaveValue('5');

  await person.selectOptions(screen.getByLabelText('अवधि'), 'पहिलो चौमासिक (श्रावण–कार्तिक)');
  expect(router.state.location.search).toBe('?trimester=1');
  expect(
    await screen.findByRole('heading', {
      name: 'आर्थिक वर्ष २०८२/८३ को पहिलो चौमासिक प्रगति प्रतिवेदन',
    }),
  ).toBeVisible();
  expect(sent.at(-1)?.url).toBe('/api/reports/progress?trimester=1&detail=events');
  expect(screen.getByText('अवधि: २०८२ श्रावण १ देखि २०८२ कार्तिक ३० सम्म')).toBeVisible();

  await person.selectOptions(screen.getByLabelText('आर्थिक वर्ष'), '२०८१/८२');
  expect(router.state.location.search).toBe('?fiscal_year_id=4&trimester=1');
  await waitFor(() =>
    expect(sent.at(-1)?.url).toBe(
      '/api/reports/progress?fiscal_year_id=4&trimester=1&detail=events',
    ),
  );
});

test('a link with a trimester opens on it', async () => {
  const { sent } = renderReport({
    url: '/dashboard/reports/progress?fiscal_year_id=5&trimester=1',
  });
  expect(await screen.findByLabelText('अवधि')).toHaveValue('1');
  await waitFor(() =>
    expect(sent.map((r) => r.url)).toContain(
      '/api/reports/progress?fiscal_year_id=5&trimester=1&detail=events',
    ),
  );
});

test("the Super-Admin chooses a municipality and gets its letterhead; others' company_id is ignored", async () => {
  const superAdmin = renderReport({ role: 'Super-Admin' });
  expect(await screen.findByText('कुन पालिकाको प्रतिवेदन?')).toBeVisible();
  expect(superAdmin.sent.some((r) => r.url.startsWith('/api/reports/progress'))).toBe(false);
  const person = userEvent.setup();
  await person.selectOptions(await screen.findByLabelText('पालिका'), 'बनेपा नगरपालिका');
  expect(superAdmin.router.state.location.search).toBe('?company_id=9');
  expect(await screen.findByText('बनेपा-८, बनेपा नगरपालिका, काभ्रेपलाञ्चोक')).toBeVisible();
  expect(superAdmin.sent.map((r) => r.url)).toEqual(
    expect.arrayContaining([
      '/api/companies/9',
      '/api/reports/progress?company_id=9&detail=events',
    ]),
  );
});

test('a postponed or canceled event stored without a reason says none was given', async () => {
  // SPEC.md's update has no reason: a client that sends none stores none (decision 031).
  const reasonless = EVENTS.map((e) =>
    e.status === 'postponed' || e.status === 'canceled' ? { ...e, status_reason: null } : e,
  );
  renderReport({ answer: () => ({ ...REPORT, events: reasonless }) });
  const table = await screen.findByRole('table', {
    name: 'विषयगत क्षेत्र अनुसार कार्यक्रमको प्रगति',
  });
  const rows = rowsOf(table);
  for (const title of ['स्वास्थ्य शिविर', 'खेलकुद प्रतियोगिता'])
    expect(rows.find((r) => r[2] === title)?.[9]).toBe('कारण खुलाइएको छैन');
  // A not-done event has nothing to explain.
  expect(rows.find((r) => r[2] === 'सिँचाइ कुलो मर्मत')?.[9]).toBe('');
});

test('an admin reads their own municipality whatever company_id says', async () => {
  const { sent } = renderReport({ url: '/dashboard/reports/progress?company_id=9' });
  await screen.findByRole('table', { name: 'विषयगत क्षेत्र अनुसार कार्यक्रमको प्रगति' });
  expect(sent.map((r) => r.url)).toEqual(['/api/reports/progress?detail=events']);
  expect(screen.queryByLabelText('पालिका')).not.toBeInTheDocument();
});

test('print opens the browser print dialog', async () => {
  const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
  renderReport();
  await screen.findByRole('table', { name: 'विषयगत क्षेत्र अनुसार कार्यक्रमको प्रगति' });
  await userEvent.setup().click(screen.getByRole('button', { name: 'छाप्नुहोस्' }));
  expect(print).toHaveBeenCalledOnce();
});

test('Excel: the same report as a file, asked with the token, saved under the server name', async () => {
  const person = userEvent.setup();
  const saved: { name: string; type: string }[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:report');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, type: this.href });
  });
  const { sent } = renderReport({ url: '/dashboard/reports/progress?trimester=2' });
  await screen.findByRole('table', { name: 'विषयगत क्षेत्र अनुसार कार्यक्रमको प्रगति' });

  const fetchSpy = vi.mocked(globalThis.fetch);
  const before = fetchSpy.getMockImplementation()!;
  fetchSpy.mockImplementation((input, init) => {
    if (typeof input === 'string' && input.startsWith('/api/reports/progress.xlsx'))
      return Promise.resolve(
        new Response(new Uint8Array([80, 75, 3, 4, 1, 2, 3, 4]), {
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Length': '8',
            'Content-Disposition':
              'attachment; filename="progress.xlsx"; filename*=UTF-8\'\'%E0%A4%AA%E0%A5%8D%E0%A4%B0%E0%A4%97%E0%A4%A4%E0%A4%BF-2082-83-2.xlsx',
          },
        }),
      );
    return before(input, init);
  });
  await person.click(screen.getByRole('button', { name: 'Excel डाउनलोड' }));
  await waitFor(() =>
    expect(saved).toEqual([{ name: 'प्रगति-2082-83-2.xlsx', type: 'blob:report' }]),
  );
  const [url, init] = fetchSpy.mock.calls.find(
    ([input]) => typeof input === 'string' && input.includes('.xlsx'),
  )!;
  expect(url).toBe('/api/reports/progress.xlsx?trimester=2');
  expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer test-token');
  expect(sent.some((r) => r.url.includes('.xlsx'))).toBe(false);
});

test('in English every text and figure switches', async () => {
  i18n.changeLanguage('en');
  renderReport();
  const table = await screen.findByRole('table', { name: 'Progress of the events by category' });
  expect(rowsOf(table).at(-1)).toEqual([
    'Grand total4 events, 1 done',
    '47',
    '1,300,000',
    '140,000',
    'financial progress 11%',
  ]);
  expect(
    screen.getByRole('heading', { name: 'Annual progress report, fiscal year 2082/83' }),
  ).toBeVisible();
  expect(screen.getByText('Period: 1 Shrawan 2082 to 31 Asar 2083')).toBeVisible();
  expect(screen.getByText('1 of the 4 whose date has come')).toBeVisible();
  expect(screen.getByRole('heading', { name: 'Prepared by' })).toBeVisible();
  // A category by its English name where it has one, else by its name.
  expect(within(table).getByText('Economic development')).toBeVisible();
  expect(within(table).queryByText('आर्थिक विकास')).toBeNull();
  expect(within(table).getByText('सामाजिक विकास')).toBeVisible();
});

test('a year whose events are all still to come says so beside its rate', async () => {
  renderReport({
    answer: () => ({
      ...REPORT,
      totals: makeFigures({ events: 2, notDone: 2, due: 0, due_done: 0, completion_rate: null }),
    }),
  });
  const summary = await screen.findByRole('region', { name: 'सारांश' });
  expect(summary).toHaveTextContent('सम्पन्न दर—');
  expect(within(summary).getByText('अझै कुनै कार्यक्रमको म्याद पुगेको छैन')).toBeVisible();
});

test('the figures by ward and by branch, each with the grand total, beside the category table', async () => {
  renderReport();
  const wards = await screen.findByRole('table', { name: 'वडागत प्रगति' });
  const header = [
    'कार्यक्रम',
    'सम्पन्न',
    'म्याद नाघेको',
    'सम्पन्न दर',
    'भौतिक प्रगति (%)',
    'बजेट (रु.)',
    'खर्च (रु.)',
    'वित्तीय प्रगति',
  ];
  expect(rowsOf(wards)).toEqual([
    ['वडा', ...header],
    ['वडा नं १', '१', '१', '०', '१००%', '—', '०', '०', '—'],
    ['वडा नं ३', '२', '१', '१', '—', '७०', '१३,००,०००', '१,४०,०००', '११%'],
    ['पालिका स्तरीय', '२', '०', '०', '—', '—', '०', '०', '—'],
    ['कुल जम्मा', '४', '१', '१', '२५%', '४७', '१३,००,०००', '१,४०,०००', '११%'],
  ]);
  // An event of several wards counts in each: the page says so under the table.
  expect(
    screen.getByText(/एकभन्दा बढी वडाका लागि तोकिएको कार्यक्रम ती प्रत्येक वडामा गनिएको छ/),
  ).toBeVisible();
  const branches = screen.getByRole('table', { name: 'शाखागत प्रगति' });
  expect(rowsOf(branches).map((row) => row.slice(0, 2))).toEqual([
    ['शाखा', 'कार्यक्रम'],
    ['योजना शाखा', '२'],
    ['शाखा नतोकिएको', '२'],
    ['कुल जम्मा', '४'],
  ]);
  // Both print inside the report, before the events by category.
  const root = document.querySelector('[data-report-root]')!;
  expect(root).toContainElement(wards);
  const category = screen.getByRole('table', { name: 'विषयगत क्षेत्र अनुसार कार्यक्रमको प्रगति' });
  expect(wards.compareDocumentPosition(category) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('a ward or a branch chosen goes into the URL and the request, and the heading names it', async () => {
  const person = userEvent.setup();
  const { sent, router } = renderReport();
  await screen.findByRole('table', { name: 'वडागत प्रगति' });
  const ward = screen.getByLabelText('वडा');
  expect(
    within(ward)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['सबै वडा', 'पालिका स्तरीय', 'वडा नं १', 'वडा नं २', 'वडा नं ३', 'वडा नं ४', 'वडा नं ५']);
  await person.selectOptions(ward, 'वडा नं ३');
  expect(router.state.location.search).toBe('?ward=3');
  await waitFor(() => expect(sent.at(-1)?.url).toBe('/api/reports/progress?ward=3&detail=events'));
  expect(await screen.findByText('यो प्रतिवेदन: वडा नं ३')).toBeVisible();

  const branch = screen.getByLabelText('शाखा');
  expect(
    within(branch)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['सबै शाखा', 'योजना शाखा', 'स्वास्थ्य शाखा (निष्क्रिय)']);
  await person.selectOptions(branch, 'योजना शाखा');
  expect(router.state.location.search).toBe('?ward=3&branch_id=11');
  await waitFor(() =>
    expect(sent.at(-1)?.url).toBe('/api/reports/progress?ward=3&branch_id=11&detail=events'),
  );
  expect(await screen.findByText('यो प्रतिवेदन: वडा नं ३, योजना शाखा')).toBeVisible();
});

test('an officer limited to wards opens on them, and can see the whole municipality and back', async () => {
  const person = userEvent.setup();
  const { sent, router } = renderReport({ role: 'user', user: { scope_wards: [5, 3] } });
  await screen.findByRole('table', { name: 'वडागत प्रगति' });
  expect(sent.map((r) => r.url)).toEqual(['/api/reports/progress?ward=3,5&detail=events']);
  expect(screen.getByLabelText('वडा')).toHaveDisplayValue('मेरो जिम्मेवारी: वडा नं ३ र ५');
  expect(screen.getByText('तपाईंको जिम्मेवारी (वडा नं ३ र ५) को प्रतिवेदन देखाइएको छ।')).toBeVisible();
  expect(await screen.findByText('यो प्रतिवेदन: वडा नं ३ र ५')).toBeVisible();

  await person.click(screen.getByRole('button', { name: 'पूरा पालिकाको प्रतिवेदन हेर्नुहोस्' }));
  expect(router.state.location.search).toBe('?all=1');
  await waitFor(() => expect(sent.at(-1)?.url).toBe('/api/reports/progress?detail=events'));
  expect(screen.getByLabelText('वडा')).toHaveValue('');
  expect(screen.queryByText(/^यो प्रतिवेदन:/)).toBeNull();

  await person.click(screen.getByRole('button', { name: 'मेरो जिम्मेवारीको मात्र हेर्नुहोस्' }));
  expect(router.state.location.search).toBe('');
  // The scope's report again (from the query cache: it was read a moment ago).
  expect(await screen.findByText('यो प्रतिवेदन: वडा नं ३ र ५')).toBeVisible();
  expect(screen.getByLabelText('वडा')).toHaveDisplayValue('मेरो जिम्मेवारी: वडा नं ३ र ५');
});

test('an officer limited to a branch who picks every ward still reads the whole municipality', async () => {
  const person = userEvent.setup();
  const { sent, router } = renderReport({ role: 'user', user: { scope_branch_ids: [11] } });
  await screen.findByRole('table', { name: 'वडागत प्रगति' });
  expect(sent.at(-1)?.url).toBe('/api/reports/progress?branch_id=11&detail=events');
  await person.selectOptions(screen.getByLabelText('शाखा'), 'सबै शाखा');
  expect(router.state.location.search).toBe('?all=1');
  await waitFor(() => expect(sent.at(-1)?.url).toBe('/api/reports/progress?detail=events'));
});

test('the tables by ward and by branch in English', async () => {
  i18n.changeLanguage('en');
  renderReport({ url: '/dashboard/reports/progress?ward=0,3' });
  const wards = await screen.findByRole('table', { name: 'Progress by ward' });
  expect(rowsOf(wards).map((row) => row[0])).toEqual([
    'Ward',
    'Ward 1',
    'Ward 3',
    'Municipality-wide',
    'Grand total',
  ]);
  expect(rowsOf(wards)[2]).toEqual([
    'Ward 3',
    '2',
    '1',
    '1',
    '—',
    '70',
    '1,300,000',
    '140,000',
    '11%',
  ]);
  const branches = screen.getByRole('table', { name: 'Progress by branch' });
  expect(rowsOf(branches).map((row) => row[0])).toEqual([
    'Branch',
    'Planning',
    'No branch',
    'Grand total',
  ]);
  expect(await screen.findByText('This report: Ward 3, Municipality-wide')).toBeVisible();
  expect(screen.getByLabelText('Ward')).toHaveDisplayValue('Ward 3, Municipality-wide');
  expect(screen.getByText(/An event for several wards counts in each of them/)).toBeVisible();
});
