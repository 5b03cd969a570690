import { QueryClientProvider } from '@tanstack/react-query';
import { testQueryClient } from '@/testing/test-utils';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { api, ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { makeFiscalYear, makeListCompany } from '../testing/companies';
import { CompaniesWithCopy } from './companies-with-copy';
import { queryKeys } from '@/lib/queries/query-keys';

const companies = [
  makeListCompany({}),
  makeListCompany({ id: 3, name: 'बनेपा नगरपालिका', email: 'info@banepa.gov.np' }),
  makeListCompany({ id: 4, name: 'पनौती नगरपालिका', email: 'contact@panauti.gov.np' }),
];
const years = [makeFiscalYear(1, 2081), makeFiscalYear(2, 2082, 1), makeFiscalYear(3, 2083)];

function renderList() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.fiscalYears.list, years);
  const router = createMemoryRouter(
    [{ path: '/', element: <CompaniesWithCopy companies={companies} /> }],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

// sonner keeps its toasts in a module-wide store: one test's toast must not show in the next.
afterEach(() => {
  toast.dismiss();
});

const rowBox = (name: string) => screen.getByRole('checkbox', { name: `${name} छान्नुहोस्` });
const selectAll = () =>
  screen.getByRole('checkbox', { name: 'यो पानामा देखिएका सबै पालिका छान्नुहोस्' });
const button = (name: string) => screen.getByRole('button', { name });

test('Select turns on row checkboxes; X leaves select mode and forgets the choice', async () => {
  const user = renderList();
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /नक्कल/ })).not.toBeInTheDocument();

  await user.click(button('छान्नुहोस्'));
  expect(screen.getAllByRole('checkbox')).toHaveLength(4);
  expect(button('छनोट बन्द गर्नुहोस्')).toHaveFocus();
  await user.click(rowBox('बनेपा नगरपालिका'));
  expect(screen.getByText('१ पालिका छानिएको')).toBeInTheDocument();

  await user.click(button('छनोट बन्द गर्नुहोस्'));
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  expect(button('छान्नुहोस्')).toHaveFocus();

  await user.click(button('छान्नुहोस्'));
  expect(rowBox('बनेपा नगरपालिका')).not.toBeChecked();
  expect(screen.getByText('० पालिका छानिएको')).toBeInTheDocument();
});

test('select-all ticks the rows shown, not the ones the search hides', async () => {
  const user = renderList();
  await user.click(button('छान्नुहोस्'));
  await user.type(screen.getByRole('searchbox'), 'बनेपा');
  await user.click(selectAll());
  expect(screen.getByText('१ पालिका छानिएको')).toBeInTheDocument();

  await user.clear(screen.getByRole('searchbox'));
  expect(rowBox('बनेपा नगरपालिका')).toBeChecked();
  expect(rowBox('धुलिखेल नगरपालिका')).not.toBeChecked();
  expect(selectAll()).toHaveProperty('indeterminate', true);

  await user.click(selectAll());
  expect(screen.getByText('३ पालिका छानिएको')).toBeInTheDocument();
  await user.click(selectAll());
  expect(screen.getByText('० पालिका छानिएको')).toBeInTheDocument();
});

test('Year is disabled until a municipality is chosen', async () => {
  const user = renderList();
  await user.click(button('छान्नुहोस्'));
  expect(button('वर्ष')).toBeDisabled();
  await user.click(rowBox('पनौती नगरपालिका'));
  expect(button('वर्ष')).toBeEnabled();
});

test('नक्कल with no municipality chosen says so and opens nothing', async () => {
  const user = renderList();
  await user.click(button('छान्नुहोस्'));
  await user.click(button('नक्कल'));
  expect(await screen.findByText('Please selest company first')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

describe('the Transfer Event dialog', () => {
  async function openCopy(user: ReturnType<typeof userEvent.setup>) {
    await user.click(button('छान्नुहोस्'));
    await user.click(rowBox('धुलिखेल नगरपालिका'));
    await user.click(rowBox('पनौती नगरपालिका'));
    await user.click(button('नक्कल'));
    return screen.getByRole('dialog', { name: 'कार्यक्रम स्थानान्तरण' });
  }

  test('names the municipalities and says what is copied', async () => {
    const user = renderList();
    const dialog = await openCopy(user);
    expect(dialog).toHaveAccessibleDescription(/नमुना कार्ययोजना/);
    const targets = within(dialog).getByRole('region', { name: 'छानिएका पालिका (२)' });
    expect(
      within(targets)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['धुलिखेल नगरपालिका', 'पनौती नगरपालिका']);
    expect(dialog).toHaveTextContent('कागजातहरू नक्कल हुँदैनन्');
    expect(within(dialog).getByRole('combobox', { name: 'कुन आर्थिक वर्षबाट' })).toHaveFocus();
    expect(within(dialog).getAllByRole('option', { name: '२०८२/८३ (चालु)' })).toHaveLength(2);
  });

  test('transfer waits for a from-year; a missing to-year stops it with the message of docs/behaviour.md §11', async () => {
    const user = renderList();
    const post = vi.spyOn(api, 'post');
    const dialog = await openCopy(user);
    const submit = within(dialog).getByRole('button', { name: 'डाटा सार्नुहोस्' });
    expect(submit).toBeDisabled();

    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'कुन आर्थिक वर्षबाट' }),
      '2',
    );
    expect(dialog).toHaveTextContent('२०८२ श्रावण १ – २०८३ असार');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please selest company first');
    expect(await screen.findAllByText('Please selest company first')).toHaveLength(2); // + toast
    expect(
      within(dialog).getByRole('combobox', { name: 'कुन आर्थिक वर्षमा' }),
    ).toHaveAccessibleDescription('कुन आर्थिक वर्षमा नक्कल गर्ने हो, छान्नुहोस्।');
    expect(post).not.toHaveBeenCalled();
  });

  test('a transfer posts the years and the chosen ids, then everything resets', async () => {
    const user = renderList();
    const post = vi
      .spyOn(api, 'post')
      .mockResolvedValue({ message: '२४ कार्यक्रम नक्कल भए।', data: { created: 24 } });
    const dialog = await openCopy(user);
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'कुन आर्थिक वर्षबाट' }),
      '2',
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'कुन आर्थिक वर्षमा' }), '3');
    await user.click(within(dialog).getByRole('button', { name: 'डाटा सार्नुहोस्' }));

    expect(post).toHaveBeenCalledExactlyOnceWith('/api/copy-events', {
      from_fiscal_year: 2,
      to_fiscal_year: 3,
      target_companies: [2, 4],
    });
    expect(await screen.findByText('२४ कार्यक्रम नक्कल भए।')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(button('छान्नुहोस्')).toHaveFocus();
    await user.click(button('छान्नुहोस्'));
    expect(screen.getByText('० पालिका छानिएको')).toBeInTheDocument();
  });

  test('a refusal keeps the dialog open with the server’s message', async () => {
    const user = renderList();
    const reason = 'The input date 2083-03-32 does not lie in fiscal Year 2083/84';
    vi.spyOn(api, 'post').mockRejectedValue(new ApiError(422, 'VALIDATION_FAILED', reason));
    const dialog = await openCopy(user);
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'कुन आर्थिक वर्षबाट' }),
      '2',
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'कुन आर्थिक वर्षमा' }), '3');
    await user.click(within(dialog).getByRole('button', { name: 'डाटा सार्नुहोस्' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(reason);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(rowBox('पनौती नगरपालिका')).toBeChecked();
  });

  test('in English it is Transfer Event with Transfer Data and Cancel', async () => {
    i18n.changeLanguage('en');
    const user = renderList();
    await user.click(button('Select'));
    await user.click(screen.getByRole('checkbox', { name: 'Select बनेपा नगरपालिका' }));
    await user.click(button('Copy'));
    const dialog = screen.getByRole('dialog', { name: 'Transfer Event' });
    expect(within(dialog).getByRole('button', { name: 'Transfer Data' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select बनेपा नगरपालिका' })).toBeChecked();
  });
});

describe('Year: each municipality’s own events into another year', () => {
  async function openYear(user: ReturnType<typeof userEvent.setup>) {
    await user.click(button('छान्नुहोस्'));
    await user.click(rowBox('धुलिखेल नगरपालिका'));
    await user.click(rowBox('बनेपा नगरपालिका'));
    await user.click(button('वर्ष'));
    const dialog = screen.getByRole('dialog', { name: 'अर्को आर्थिक वर्षमा नक्कल' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'कुन आर्थिक वर्षबाट' }),
      '1',
    );
    return dialog;
  }

  test('does nothing without a to-year', async () => {
    const user = renderList();
    const post = vi.spyOn(api, 'post');
    const dialog = await openYear(user);
    await user.click(within(dialog).getByRole('button', { name: 'कार्यक्रम सार्नुहोस्' }));
    expect(post).not.toHaveBeenCalled();
    expect(screen.queryByText('Please selest company first')).not.toBeInTheDocument();
  });

  test('copies every chosen municipality in one call and says what was created', async () => {
    const user = renderList();
    const post = vi
      .spyOn(api, 'post')
      .mockResolvedValueOnce({ message: 'ok', data: { created: 12 } });
    const dialog = await openYear(user);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'कुन आर्थिक वर्षमा' }), '2');
    await user.click(within(dialog).getByRole('button', { name: 'कार्यक्रम सार्नुहोस्' }));

    expect(await screen.findByText('२ पालिकामा जम्मा १२ कार्यक्रम नक्कल भए।')).toBeInTheDocument();
    expect(post.mock.calls).toEqual([
      ['/api/copy-my-events', { from_fiscal_year: 1, to_fiscal_year: 2, target_companies: [2, 3] }],
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  test('a failure says that nothing was copied, and the dialog stays open to try again', async () => {
    const user = renderList();
    const post = vi
      .spyOn(api, 'post')
      .mockRejectedValueOnce(
        new ApiError(422, 'VALIDATION_ERROR', '२०८४ फाल्गुण २० लक्षित आर्थिक वर्षभित्र पर्दैन।'),
      );
    const dialog = await openYear(user);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'कुन आर्थिक वर्षमा' }), '2');
    await user.click(within(dialog).getByRole('button', { name: 'कार्यक्रम सार्नुहोस्' }));

    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'कुनै पनि पालिकामा नक्कल भएन: २०८४ फाल्गुण २० लक्षित आर्थिक वर्षभित्र पर्दैन।',
      ),
    );
    expect(within(dialog).getByRole('button', { name: 'कार्यक्रम सार्नुहोस्' })).toBeEnabled();
    expect(post).toHaveBeenCalledTimes(1);
  });

  test('refuses the same year twice', async () => {
    const user = renderList();
    const post = vi.spyOn(api, 'post');
    const dialog = await openYear(user);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'कुन आर्थिक वर्षमा' }), '1');
    await user.click(within(dialog).getByRole('button', { name: 'कार्यक्रम सार्नुहोस्' }));
    expect(dialog).toHaveTextContent('फरक वर्ष छान्नुहोस्');
    expect(post).not.toHaveBeenCalled();
  });
});
