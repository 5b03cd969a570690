import type { FiscalYear } from '@karyayojana/contracts';
import { bsToAdString, bsToString, fiscalYearBounds } from '@karyayojana/nepali-calendar';
import { QueryClientProvider } from '@tanstack/react-query';
import { testQueryClient } from '@/testing/test-utils';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { describe, expect, test, vi } from 'vitest';
import { paths } from '@/config/paths';
import { api, ApiError } from '@/lib/api-client';
import { stubRowRects } from '@/testing/stub-row-rects';
import { fiscalYearsRoutes } from '../routes';
import { FiscalYearsPage } from './fiscal-years-page';
import { queryKeys } from '@/lib/queries/query-keys';

function makeYear(id: number, startYear: number, status = 0): FiscalYear {
  const { start, end, label } = fiscalYearBounds(startYear);
  const startDate = bsToString(start);
  const endDate = bsToString(end);
  return {
    id,
    year: label,
    startDate,
    ad_startDate: bsToAdString(startDate),
    endDate,
    ad_endDate: bsToAdString(endDate),
    status,
    order: id,
  };
}

const years = [makeYear(1, 2080), makeYear(2, 2081), makeYear(3, 2082, 1)];

function renderPage(
  path: string = paths.config.fiscalYears.getHref(),
  data: FiscalYear[] | null = years,
) {
  const queryClient = testQueryClient();
  if (data) queryClient.setQueryData(queryKeys.fiscalYears.list, data);
  const router = createMemoryRouter(
    // The feature's own route table, with the page loaded up front instead of lazily.
    fiscalYearsRoutes.map(({ lazy: _lazy, ...route }) => ({
      ...route,
      Component: FiscalYearsPage,
    })),
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), router, queryClient };
}

/** The year labels in the table, top to bottom. */
function shownOrder() {
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  return rows.map((row) => within(row).getByText(/^[०-९]{4}\/[०-९]{2}$/).textContent);
}

test('the heading counts the years in Nepali digits; dates are BS with AD beside', () => {
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'आर्थिक वर्ष (३)' })).toBeInTheDocument();
  const rows = within(screen.getByRole('table')).getAllByRole('row');
  expect(rows).toHaveLength(4);
  const last = within(rows[3]!);
  expect(last.getByText('२०८२/८३')).toBeInTheDocument();
  expect(last.getByText('२०८२ श्रावण १')).toBeInTheDocument();
  expect(last.getByText('१७ जुलाई २०२५')).toBeInTheDocument();
  expect(last.getByText('सक्रिय')).toBeInTheDocument();
  expect(within(rows[1]!).getByText('निष्क्रिय')).toBeInTheDocument();
  expect(last.getByRole('link', { name: 'सम्पादन गर्नुहोस्: २०८२/८३' })).toHaveAttribute(
    'href',
    '/dashboard/config/fiscal-year/3',
  );
});

test('an empty list says so and still offers New', async () => {
  const { user } = renderPage(undefined, []);
  expect(screen.getByRole('heading', { level: 1, name: 'आर्थिक वर्ष (०)' })).toBeInTheDocument();
  expect(screen.getByText('अहिलेसम्म कुनै आर्थिक वर्ष छैन।')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'क्रम मिलाउनुहोस्' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'नयाँ' }));
  expect(screen.getByRole('dialog', { name: 'नयाँ आर्थिक वर्ष' })).toBeInTheDocument();
});

test('loading, then a failed load with Retry, then the list', async () => {
  const get = vi
    .spyOn(api, 'get')
    .mockRejectedValueOnce(new ApiError(0, 'NETWORK_ERROR', 'सर्भरसँग सम्पर्क हुन सकेन।'))
    .mockResolvedValueOnce({ data: years });
  const { user } = renderPage(undefined, null);
  expect(screen.getByRole('status')).toHaveTextContent('कृपया पर्खनुहोस्…');

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('विवरण ल्याउन सकिएन।');
  expect(alert).toHaveTextContent('सर्भरसँग सम्पर्क हुन सकेन।');
  await user.click(within(alert).getByRole('button', { name: 'फेरि प्रयास गर्नुहोस्' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'आर्थिक वर्ष (३)' }),
  ).toBeInTheDocument();
  expect(get).toHaveBeenCalledTimes(2);
  expect(get).toHaveBeenCalledWith('/api/fiscal-years', expect.anything());
});

describe('delete', () => {
  test('asks first; Cancel sends nothing, Delete sends the request and shows its message', async () => {
    const remove = vi.spyOn(api, 'delete').mockResolvedValue({ message: 'आर्थिक वर्ष हटाइयो।' });
    vi.spyOn(api, 'get').mockResolvedValue({ data: years.slice(1) });
    const { user } = renderPage();

    await user.click(screen.getByRole('button', { name: 'मेटाउनुहोस्: २०८०/८१' }));
    const dialog = screen.getByRole('dialog', { name: 'मेटाउने हो?' });
    await user.click(within(dialog).getByRole('button', { name: 'रद्द गर्नुहोस्' }));
    expect(remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'मेटाउनुहोस्: २०८०/८१' }));
    await user.click(within(dialog).getByRole('button', { name: 'मेटाउनुहोस्' }));
    expect(remove).toHaveBeenCalledWith('/api/fiscal-years/1');
    expect(await screen.findByText('आर्थिक वर्ष हटाइयो।')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'आर्थिक वर्ष (२)' }),
    ).toBeInTheDocument();
  });

  test("a year with events is kept, and the server's reason shows as an error", async () => {
    const reason = 'यो आर्थिक वर्षमा कार्ययोजनाहरू छन्, त्यसैले मेटाउन मिल्दैन।';
    vi.spyOn(api, 'delete').mockRejectedValue(new ApiError(409, 'CONFLICT', reason));
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'मेटाउनुहोस्: २०८२/८३' }));
    await user.click(screen.getByRole('button', { name: 'मेटाउनुहोस्' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'आर्थिक वर्ष (३)' })).toBeInTheDocument();
  });
});

describe('क्रम मिलाउनुहोस्', () => {
  test('shows drag handles with Cancel and Save Order; Cancel restores the order', async () => {
    const { user } = renderPage();
    expect(screen.queryByRole('button', { name: /क्रम बदल्न समात्नुहोस्/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'क्रम मिलाउनुहोस्' }));
    expect(screen.getAllByRole('button', { name: /क्रम बदल्न समात्नुहोस्/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'क्रम सेभ गर्नुहोस्' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'नयाँ' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^मेटाउनुहोस्/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'तल सार्नुहोस्: २०८०/८१' }));
    expect(shownOrder()).toEqual(['२०८१/८२', '२०८०/८१', '२०८२/८३']);

    await user.click(screen.getByRole('button', { name: 'रद्द गर्नुहोस्' }));
    expect(shownOrder()).toEqual(['२०८०/८१', '२०८१/८२', '२०८२/८३']);
    expect(screen.getByRole('button', { name: 'क्रम मिलाउनुहोस्' })).toBeInTheDocument();
  });

  test('the keyboard moves a row (Space, arrow, Space) and Save Order sends every id', async () => {
    stubRowRects();
    const saved = [years[1]!, years[2]!, years[0]!];
    const put = vi.spyOn(api, 'put').mockResolvedValue({ message: 'क्रम सुरक्षित भयो।', data: saved });
    vi.spyOn(api, 'get').mockResolvedValue({ data: saved });
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'क्रम मिलाउनुहोस्' }));

    screen.getByRole('button', { name: 'क्रम बदल्न समात्नुहोस्: २०८०/८१' }).focus();
    await user.keyboard(' ');
    expect(await screen.findByText('२०८०/८१ समातियो। हाल ३ मध्ये १ नम्बरमा छ।')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    expect(shownOrder()).toEqual(['२०८१/८२', '२०८२/८३', '२०८०/८१']);
    expect(await screen.findByText('२०८०/८१ ३ मध्ये ३ नम्बरमा राखियो।')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'क्रम सेभ गर्नुहोस्' }));
    expect(put).toHaveBeenCalledWith('/api/order-fiscal-years', { fiscalYearOrder: [2, 3, 1] });
    expect(await screen.findByText('क्रम सुरक्षित भयो।')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'क्रम मिलाउनुहोस्' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /क्रम बदल्न समात्नुहोस्/ })).toBeNull();
    expect(shownOrder()).toEqual(['२०८१/८२', '२०८२/८३', '२०८०/८१']);
  });
});

describe('the edit URL', () => {
  test('opens the form with that year; Update sends year and status and returns to the list', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue({
      message: 'आर्थिक वर्ष अद्यावधिक भयो।',
      data: { ...years[1]!, status: 1 },
    });
    vi.spyOn(api, 'get').mockResolvedValue({ data: years });
    const { user, router } = renderPage(paths.config.fiscalYear.getHref(2));
    const editLink = screen.getByRole('link', { name: 'सम्पादन गर्नुहोस्: २०८१/८२' });
    const dialog = screen.getByRole('dialog', { name: 'आर्थिक वर्ष सम्पादन' });
    expect(within(dialog).getByLabelText('आर्थिक वर्ष')).toHaveValue('2081/82');

    await user.selectOptions(within(dialog).getByLabelText('स्थिति'), 'सक्रिय');
    await user.click(within(dialog).getByRole('button', { name: 'अपडेट गर्नुहोस्' }));
    expect(put).toHaveBeenCalledWith('/api/fiscal-years/2', { year: '2081/82', status: 1 });
    expect(await screen.findByText('आर्थिक वर्ष अद्यावधिक भयो।')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/config/fiscal-year');
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    expect(editLink).toBeInTheDocument(); // the list stayed, and the focus goes back to it
  });

  test('an unknown id goes back to the list with a message', async () => {
    const { router } = renderPage(paths.config.fiscalYear.getHref(99));
    expect(await screen.findByText('यो आर्थिक वर्ष भेटिएन।')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/config/fiscal-year');
  });
});
