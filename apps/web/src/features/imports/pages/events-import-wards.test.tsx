import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { makeFiscalYear } from '@/features/events/testing/builders';
import { setToken } from '@/lib/auth/token-storage';
import { queryKeys } from '@/lib/queries/query-keys';
import { makeUser } from '@/testing/data-generators';
import { FakeXhr, installFakeXhr } from '@/testing/fake-xhr';
import { testQueryClient } from '@/testing/test-utils';
import { EventsImportPage } from './events-import-page';

// Issue 28: the preview shows each row's wards and branch, and an update's change of them.

const FY = makeFiscalYear(2083, { status: 1 });

let undo: () => void;
beforeEach(() => {
  undo = installFakeXhr();
});
afterEach(() => undo());

test('each row says its wards and branch; an update names their change', async () => {
  const user = userEvent.setup();
  const queryClient = testQueryClient();
  setToken('test-token');
  queryClient.setQueryData(queryKeys.user, makeUser({ role: 'admin' }));
  queryClient.setQueryData(queryKeys.fiscalYears.list, [FY]);
  queryClient.setQueryData(queryKeys.fiscalYears.active, FY);
  const router = createMemoryRouter([{ path: '/', Component: EventsImportPage }]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const base = {
    date: '2083-09-05',
    ad_date: '2026-12-20',
    time: '11:00',
    content: 'विवरण',
    categories: [],
    assignTo: null,
    tasks: [],
  };
  await user.upload(
    screen.getByLabelText('Excel वा CSV फाइल'),
    new File(['PK'], 'plan.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    }),
  );
  await user.click(screen.getByRole('button', { name: 'पूर्वावलोकन गर्नुहोस्' }));
  FakeXhr.last.respond(200, {
    data: {
      rows: [
        {
          row: 2,
          values: {
            ...base,
            id: 7,
            title: 'स्वास्थ्य शिविर',
            wards: [9],
            branch: { id: 2, name: 'शिक्षा शाखा', name_en: 'Education' },
          },
          errors: {},
          action: 'update',
          changes: {
            wards: [[3, 6, 11], [9]],
            branch: ['स्वास्थ्य शाखा', 'शिक्षा शाखा'],
          },
        },
        {
          row: 3,
          values: { ...base, id: null, title: 'नगर सभा', wards: [], branch: null },
          errors: {},
          action: 'new',
        },
      ],
      valid: 2,
      invalid: 0,
      new: 1,
      updated: 1,
      unchanged: 0,
      ignored_columns: [],
    },
  });
  const table = await screen.findByRole('table', { name: 'फाइलका पङ्क्तिहरू' });
  expect(within(table).getByRole('columnheader', { name: 'वडा र शाखा' })).toBeInTheDocument();
  const updated = within(table).getByRole('row', { name: /स्वास्थ्य शिविर/ });
  expect(updated).toHaveTextContent('वडा नं ९');
  expect(updated).toHaveTextContent('शिक्षा शाखा');
  // The change, field by field, in the activity log's words.
  expect(updated).toHaveTextContent(/वडा:.*वडा नं ३, ६ र ११.*वडा नं ९/);
  expect(updated).toHaveTextContent(/जिम्मेवार शाखा:.*स्वास्थ्य शाखा.*शिक्षा शाखा/);
  expect(within(table).getByRole('row', { name: /नगर सभा/ })).toHaveTextContent('पालिका स्तरीय');
});
