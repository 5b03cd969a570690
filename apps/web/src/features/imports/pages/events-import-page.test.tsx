import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { makeFiscalYear } from '@/features/events/testing/builders';
import { setToken } from '@/lib/auth/token-storage';
import { queryKeys } from '@/lib/queries/query-keys';
import { makeUser } from '@/testing/data-generators';
import { FakeXhr, installFakeXhr } from '@/testing/fake-xhr';
import { testQueryClient } from '@/testing/test-utils';
import { EventsImportPage } from './events-import-page';

// /dashboard/events/import: the file is previewed (dry_run) and shown row by row, errors red;
// only a clean preview can be imported, and the import says where to see the events.

const FY_83 = makeFiscalYear(2083, { status: 1 });
const FY_82 = makeFiscalYear(2082);

let undo: () => void;
beforeEach(() => {
  undo = installFakeXhr();
});
afterEach(() => undo());

function renderPage() {
  const queryClient = testQueryClient();
  setToken('test-token');
  queryClient.setQueryData(queryKeys.user, makeUser({ role: 'admin' }));
  queryClient.setQueryData(queryKeys.fiscalYears.list, [FY_83, FY_82]);
  queryClient.setQueryData(queryKeys.fiscalYears.active, FY_83);
  const router = createMemoryRouter(
    [
      { path: '/dashboard/events/import', Component: EventsImportPage },
      { path: '/home', Component: () => <h1>timeline</h1> },
    ],
    { initialEntries: ['/dashboard/events/import'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

const values = (title: string, date: string | null = '2083-09-05') => ({
  date,
  ad_date: date ? '2026-12-20' : null,
  time: '11:00',
  title,
  content: 'विवरण',
  categories: [{ id: 1, name: 'सामाजिक विकास', name_en: 'Social development' }],
  assignTo: 'युवा शाखा',
  tasks: ['खेलाडी छनोट', 'प्रतियोगिता'],
});

const file = (name: string) =>
  new File(['PK'], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

test('a preview with an error shows the row red with why, and nothing can be imported', async () => {
  const user = userEvent.setup();
  renderPage();
  const preview = screen.getByRole('button', { name: 'पूर्वावलोकन गर्नुहोस्' });
  expect(preview).toBeDisabled();
  await user.upload(screen.getByLabelText('Excel वा CSV फाइल'), file('plan.xlsx'));
  await user.click(preview);

  const sent = FakeXhr.last;
  expect(sent.url).toBe('/api/events/import');
  expect(sent.body?.get('dry_run')).toBe('1');
  expect(sent.body?.get('fiscal_year_id')).toBe(String(FY_83.id));
  expect((sent.body?.get('file') as File).name).toBe('plan.xlsx');
  expect(screen.getByRole('progressbar')).toBeInTheDocument();
  sent.respond(200, {
    data: {
      rows: [
        { row: 2, values: values('खेलकुद प्रतियोगिता'), errors: {} },
        {
          row: 3,
          values: values('सुनुवाइ', null),
          errors: { date: ['मिति २०८३-११-३२ हुँदैन: फाल्गुणमा ३० दिन मात्र हुन्छन्।'] },
        },
      ],
      valid: 1,
      invalid: 1,
    },
  });

  expect(await screen.findByText('२ पङ्क्तिमध्ये १ ठीक छन्, १ मा त्रुटि छ।')).toBeVisible();
  // While a row has an error the button promises nothing (issue 26).
  expect(screen.getByRole('button', { name: 'त्रुटि सच्याएपछि मात्र आयात हुन्छ' })).toBeDisabled();
  // Only the rows with errors at first; the others on request.
  const table = screen.getByRole('table', { name: 'फाइलका पङ्क्तिहरू' });
  expect(within(table).getAllByRole('row')).toHaveLength(2);
  const bad = within(table).getByRole('row', { name: /पङ्क्ति ३ मा त्रुटि छ/ });
  expect(bad).toHaveTextContent('फाल्गुणमा ३० दिन मात्र हुन्छन्');
  await user.click(screen.getByLabelText('त्रुटि भएका पङ्क्ति मात्र देखाउनुहोस्'));
  expect(within(table).getAllByRole('row')).toHaveLength(3);
  expect(within(table).getByText('खेलकुद प्रतियोगिता')).toBeVisible();
  expect(within(table).getByText('ठीक')).toBeVisible();
  // A Nepali page names the category in Nepali; an English one would say Social development.
  expect(within(table).getAllByText('सामाजिक विकास')).toHaveLength(2);
  expect(within(table).queryByText('Social development')).toBeNull();

  // A fixed file is chosen: the old preview goes until the new one is made.
  await user.upload(screen.getByLabelText('Excel वा CSV फाइल'), file('plan-fixed.xlsx'));
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('a clean preview imports all rows and offers the timeline of the chosen year', async () => {
  const user = userEvent.setup();
  const router = renderPage();
  await user.selectOptions(screen.getByLabelText('कुन आर्थिक वर्षमा?'), String(FY_82.id));
  await user.upload(screen.getByLabelText('Excel वा CSV फाइल'), file('plan.csv'));
  await user.click(screen.getByRole('button', { name: 'पूर्वावलोकन गर्नुहोस्' }));
  FakeXhr.last.respond(200, {
    data: { rows: [{ row: 2, values: values('खेलकुद'), errors: {} }], valid: 1, invalid: 0 },
  });
  expect(await screen.findByText('सबै १ पङ्क्ति ठीक छन्। अब आयात गर्न सकिन्छ।')).toBeVisible();

  await user.click(screen.getByRole('button', { name: '१ वटा आयात गर्नुहोस्' }));
  const sent = FakeXhr.last;
  expect(sent.body?.get('dry_run')).toBeNull();
  expect(sent.body?.get('fiscal_year_id')).toBe(String(FY_82.id));
  sent.respond(200, { message: '१ वटा कार्यक्रम आयात भयो।', data: { created: 1 } });

  expect(await screen.findByText('१ वटा कार्यक्रम आयात भयो।')).toBeVisible();
  expect(screen.getByText('१ वटा कार्यक्रम आर्थिक वर्ष २०८२/८३ मा थपिए।')).toBeVisible();
  await user.click(screen.getByRole('link', { name: 'वार्षिक कार्ययोजनामा हेर्नुहोस्' }));
  expect(router.state.location.search).toBe(`?fiscal_year_id=${FY_82.id}`);
});

test('a file the server refuses says why under the file field', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.upload(screen.getByLabelText('Excel वा CSV फाइल'), file('virus.xlsx'));
  await user.click(screen.getByRole('button', { name: 'पूर्वावलोकन गर्नुहोस्' }));
  FakeXhr.last.respond(415, {
    message: 'यो Excel (.xlsx) वा CSV फाइल होइन।',
    code: 'UNSUPPORTED_MEDIA_TYPE',
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('यो Excel (.xlsx) वा CSV फाइल होइन।');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('a file exported from here comes back: each row says what it adds or changes, field by field', async () => {
  const user = userEvent.setup();
  renderPage();
  // The page says in a sentence what an import adds and what it updates.
  expect(screen.getByText(/id भएका पङ्क्तिले/)).toHaveTextContent('id नभएका पङ्क्ति नयाँ');
  expect(screen.getByRole('button', { name: 'यो वर्षको योजना डाउनलोड (.xlsx)' })).toBeEnabled();
  await user.upload(screen.getByLabelText('Excel वा CSV फाइल'), file('events-2083-84.xlsx'));
  await user.click(screen.getByRole('button', { name: 'पूर्वावलोकन गर्नुहोस्' }));
  FakeXhr.last.respond(200, {
    data: {
      rows: [
        {
          row: 2,
          values: { ...values('सडक मर्मत'), id: 7, status: 'done', progress: 100, spent: 450000 },
          errors: {},
          action: 'update',
          changes: { status: ['notDone', 'done'], spent: [null, 450000] },
        },
        { row: 3, values: { ...values('तालिम'), id: 8 }, errors: {}, action: 'unchanged' },
        { row: 4, values: { ...values('नयाँ कार्यक्रम'), id: null }, errors: {}, action: 'new' },
      ],
      valid: 3,
      invalid: 0,
      new: 1,
      updated: 1,
      unchanged: 1,
      ignored_columns: ['क्र.सं.', 'टिप्पणी'],
    },
  });

  expect(
    await screen.findByText('सबै ३ पङ्क्ति ठीक छन्: १ नयाँ थपिन्छन्, १ अद्यावधिक हुन्छन्, १ मा परिवर्तन छैन।'),
  ).toBeVisible();
  expect(screen.getByText(/यी स्तम्भ पढिँदैनन्/)).toHaveTextContent('"क्र.सं.", "टिप्पणी"');
  // The rows that add or change first; the unchanged one on request.
  const table = screen.getByRole('table', { name: 'फाइलका पङ्क्तिहरू' });
  expect(within(table).getAllByRole('row')).toHaveLength(3);
  const changed = within(table).getByRole('row', { name: /सडक मर्मत/ });
  expect(changed).toHaveTextContent('अद्यावधिक हुन्छ');
  expect(within(changed).getByText('स्थिति: सम्पन्न नभएको बाट सम्पन्न भएको')).toBeInTheDocument();
  expect(changed).toHaveTextContent('रु. ४,५०,०००');
  expect(within(table).getByRole('row', { name: /नयाँ कार्यक्रम/ })).toHaveTextContent('नयाँ थपिन्छ');
  await user.click(screen.getByLabelText('थपिने र अद्यावधिक हुने पङ्क्ति मात्र देखाउनुहोस्'));
  expect(within(table).getByRole('row', { name: /तालिम/ })).toHaveTextContent('परिवर्तन छैन');

  await user.click(screen.getByRole('button', { name: '१ थप्नुहोस्, १ अद्यावधिक गर्नुहोस्' }));
  FakeXhr.last.respond(200, {
    message: '१ वटा नयाँ कार्यक्रम थपियो, १ वटा अद्यावधिक भयो।',
    data: { created: 1, updated: 1, unchanged: 1, batch_id: 'b' },
  });
  expect(
    await screen.findByText('आर्थिक वर्ष २०८३/८४ मा १ वटा कार्यक्रम थपिए र १ वटा अद्यावधिक भए।'),
  ).toBeVisible();
});
