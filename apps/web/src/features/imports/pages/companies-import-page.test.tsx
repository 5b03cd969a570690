import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { setToken } from '@/lib/auth/token-storage';
import { queryKeys } from '@/lib/queries/query-keys';
import { makeUser } from '@/testing/data-generators';
import { FakeXhr, installFakeXhr } from '@/testing/fake-xhr';
import { testQueryClient } from '@/testing/test-utils';
import { CompaniesImportPage } from './companies-import-page';

// /dashboard/config/companies/import: the Super-Admin previews a sheet of municipalities, the
// addresses as they will be stored, an ambiguous one in red, then imports a clean sheet.

let undo: () => void;
beforeEach(() => {
  undo = installFakeXhr();
});
afterEach(() => undo());

const row = (n: number, name: string, municipality: string | null, errors = {}) => ({
  row: n,
  values: {
    name,
    description: 'नगर कार्यपालिकाको कार्यालय',
    province: 'बागमती प्रदेश',
    district: 'काभ्रेपलाञ्चोक',
    municipality,
    address: null,
    contact: '011-490123',
    email: 'info@example.gov.np',
    website: null,
    expiry_date: '2027-11-25',
    expiry_date_bs: '2084-08-09',
  },
  errors,
});

test('the preview shows each address as stored and why a row is refused; a clean one imports', async () => {
  const user = userEvent.setup();
  const queryClient = testQueryClient();
  setToken('test-token');
  queryClient.setQueryData(queryKeys.user, makeUser({ role: 'Super-Admin' }));
  const router = createMemoryRouter(
    [
      { path: '/dashboard/config/companies/import', Component: CompaniesImportPage },
      { path: '/dashboard/config/companies', Component: () => <h1>municipalities</h1> },
    ],
    { initialEntries: ['/dashboard/config/companies/import'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );

  const sheet = new File(['PK'], 'palika.xlsx');
  await user.upload(screen.getByLabelText('Excel वा CSV फाइल'), sheet);
  await user.click(screen.getByRole('button', { name: 'पूर्वावलोकन गर्नुहोस्' }));
  expect(FakeXhr.last.url).toBe('/api/companies/import');
  expect(FakeXhr.last.body?.get('dry_run')).toBe('1');
  FakeXhr.last.respond(200, {
    data: {
      rows: [
        row(2, 'धुलिखेल नगरपालिका', 'धुलिखेल नगरपालिका'),
        row(3, 'मेलुङ गाउँपालिका', null, {
          municipality: ['"मेलुङ" दुई स्थानीय तहसँग मिल्छ: मेलुङ्ग, शैलुङ्ग। एउटा छान्नुहोस्।'],
        }),
      ],
      valid: 1,
      invalid: 1,
    },
  });
  const table = await screen.findByRole('table', { name: 'फाइलका पङ्क्तिहरू' });
  expect(within(table).getByRole('row', { name: /पङ्क्ति ३ मा त्रुटि छ/ })).toHaveTextContent(
    'मेलुङ्ग, शैलुङ्ग',
  );
  // While a row has an error the button promises nothing (issue 26).
  expect(screen.getByRole('button', { name: 'त्रुटि सच्याएपछि मात्र आयात हुन्छ' })).toBeDisabled();
  await user.click(screen.getByLabelText('त्रुटि भएका पङ्क्ति मात्र देखाउनुहोस्'));
  const good = within(table).getByRole('row', { name: /^२ ठीक धुलिखेल/ });
  expect(good).toHaveTextContent('काभ्रेपलाञ्चोक, बागमती प्रदेश');
  expect(good).toHaveTextContent('ठीक');

  await user.upload(screen.getByLabelText('Excel वा CSV फाइल'), new File(['PK'], 'fixed.xlsx'));
  await user.click(screen.getByRole('button', { name: 'पूर्वावलोकन गर्नुहोस्' }));
  FakeXhr.last.respond(200, {
    data: { rows: [row(2, 'धुलिखेल नगरपालिका', 'धुलिखेल नगरपालिका')], valid: 1, invalid: 0 },
  });
  await user.click(await screen.findByRole('button', { name: '१ वटा आयात गर्नुहोस्' }));
  FakeXhr.last.respond(200, { message: '१ वटा पालिका आयात भयो।', data: { created: 1 } });
  expect(await screen.findByText('१ वटा पालिका थपिए।')).toBeVisible();
  await user.click(screen.getByRole('link', { name: 'पालिकाहरूको सूची हेर्नुहोस्' }));
  expect(router.state.location.pathname).toBe('/dashboard/config/companies');
});
