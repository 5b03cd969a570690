import type { Category, FiscalYear } from '@karyayojana/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { paths } from '@/config/paths';
import { categoriesRoutes } from '@/features/categories/routes';
import { eventsRoutes } from '@/features/events/routes';
import { makeCategory, makeFiscalYear } from '@/features/events/testing/builders';
import { fiscalYearsRoutes } from '@/features/fiscal-years/routes';
import { api } from '@/lib/api-client';
import { makeUser } from '@/testing/data-generators';
import { renderRoutes } from '@/testing/test-utils';

// The settings pages and the event form read the same lists. When each feature kept its own
// copy under its own key, a year activated or a category renamed in settings stayed stale in
// the event form for up to five minutes. One cache entry per list, one invalidation per write.

/** A fake server holding the lists; PUTs change them as the real one would. */
function serve() {
  let years: FiscalYear[] = [
    makeFiscalYear(2081, { status: 1, order: 1 }),
    makeFiscalYear(2082, { status: 0, order: 2 }),
  ];
  let categories: Category[] = [makeCategory({ id: 1, name: 'पूर्वाधार विकास' })];
  vi.spyOn(api, 'get').mockImplementation((url: string) => {
    if (url === '/api/fiscal-years') return Promise.resolve({ data: years });
    if (url === '/api/active-year')
      return Promise.resolve({ activeYear: years.find((y) => y.status === 1) ?? null });
    if (url === '/api/categories') return Promise.resolve({ data: categories });
    // The event form's wards and branches (issue 28).
    if (url === '/api/wards')
      return Promise.resolve({ data: [], meta: { company_id: 2, ward_count: 0 } });
    if (url === '/api/branches') return Promise.resolve({ data: [] });
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
  vi.spyOn(api, 'put').mockImplementation((url: string, body: unknown) => {
    const id = Number(url.split('/').pop());
    if (url.startsWith('/api/fiscal-years/')) {
      const { status } = body as { status: 0 | 1 };
      years = years.map((y) => ({ ...y, status: y.id === id ? status : status ? 0 : y.status }));
      return Promise.resolve({ message: 'आर्थिक वर्ष अद्यावधिक भयो।', data: years });
    }
    const { name } = body as { name: string };
    categories = categories.map((c) => (c.id === id ? { ...c, name } : c));
    return Promise.resolve({ message: 'वर्ग अद्यावधिक भयो।', data: categories[0] });
  });
}

test('a year activated and a category renamed in settings show in the event form at once', async () => {
  serve();
  const user = userEvent.setup();
  const { router } = renderRoutes([...eventsRoutes, ...fiscalYearsRoutes, ...categoriesRoutes], {
    initialEntries: [paths.events.add.getHref()],
    user: makeUser({ role: 'Super-Admin' }),
  });

  // The form opens on the active year, with the categories as checkboxes.
  expect(await screen.findByLabelText('आर्थिक वर्ष', {}, { timeout: 5000 })).toHaveDisplayValue(
    '२०८१/८२ (चालु)',
  );
  expect(screen.getByRole('checkbox', { name: 'पूर्वाधार विकास' })).toBeInTheDocument();

  // In settings, 2082/83 becomes the active year …
  await act(() => router.navigate(paths.config.fiscalYear.getHref(82)));
  const yearDialog = await screen.findByRole(
    'dialog',
    { name: 'आर्थिक वर्ष सम्पादन' },
    { timeout: 5000 },
  );
  await user.selectOptions(within(yearDialog).getByLabelText('स्थिति'), 'सक्रिय');
  await user.click(within(yearDialog).getByRole('button', { name: 'अपडेट गर्नुहोस्' }));
  await waitFor(() => expect(router.state.location.pathname).toBe(paths.config.fiscalYears.path));

  // … and a category gets a new name.
  await act(() => router.navigate(paths.config.category.getHref(1)));
  const categoryDialog = await screen.findByRole(
    'dialog',
    { name: 'विषयगत क्षेत्र सम्पादन' },
    { timeout: 5000 },
  );
  const name = within(categoryDialog).getByLabelText('नाम');
  await user.clear(name);
  await user.type(name, 'सडक तथा पुल');
  await user.click(within(categoryDialog).getByRole('button', { name: 'अपडेट गर्नुहोस्' }));
  await waitFor(() => expect(router.state.location.pathname).toBe(paths.config.categories.path));

  // Back in a new event form: the new active year is chosen and the category has its new name.
  await act(() => router.navigate(paths.events.add.getHref()));
  await waitFor(() =>
    expect(screen.getByLabelText('आर्थिक वर्ष')).toHaveDisplayValue('२०८२/८३ (चालु)'),
  );
  expect(screen.getByRole('checkbox', { name: 'सडक तथा पुल' })).toBeInTheDocument();
  expect(screen.queryByRole('checkbox', { name: 'पूर्वाधार विकास' })).not.toBeInTheDocument();
});
