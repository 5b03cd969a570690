import type { Category } from '@karyayojana/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { testQueryClient } from '@/testing/test-utils';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { expect, test, vi } from 'vitest';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { categoriesRoutes } from '../routes';
import { CategoriesPage } from './categories-page';
import { queryKeys } from '@/lib/queries/query-keys';

const names = ['आर्थिक विकास', 'सामाजिक विकास', 'पूर्वाधार विकास', 'सुशासन तथा संस्थागत विकास'];
const categories: Category[] = names.map((name, index) => ({
  id: index + 1,
  name,
  name_en: index === 2 ? 'Infrastructure development' : null,
  description: index === 0 ? 'कृषि, उद्योग, पर्यटन' : null,
  order: index + 1,
}));

function renderPage(path: string = paths.config.categories.getHref()) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.categories.list, categories);
  const router = createMemoryRouter(
    // The feature's own route table, with the page loaded up front instead of lazily.
    categoriesRoutes.map(({ lazy: _lazy, ...route }) => ({ ...route, Component: CategoriesPage })),
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), router };
}

function shownOrder() {
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  return rows.map((row) => names.find((name) => within(row).queryByText(name)));
}

test('the list: count in Nepali digits, number, name, description, edit and delete', () => {
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'विषयगत क्षेत्र (४)' })).toBeInTheDocument();
  const first = within(within(screen.getByRole('table')).getAllByRole('row')[1]!);
  expect(first.getByText('१')).toBeInTheDocument();
  expect(first.getByText('कृषि, उद्योग, पर्यटन')).toBeInTheDocument();
  expect(first.getByRole('link', { name: 'सम्पादन गर्नुहोस्: आर्थिक विकास' })).toHaveAttribute(
    'href',
    '/dashboard/config/categories/1',
  );
  expect(first.getByRole('button', { name: 'मेटाउनुहोस्: आर्थिक विकास' })).toBeInTheDocument();
});

test('delete asks for confirmation first', async () => {
  const remove = vi.spyOn(api, 'delete').mockResolvedValue({ message: 'वर्ग हटाइयो।' });
  vi.spyOn(api, 'get').mockResolvedValue({ data: categories.slice(0, 3) });
  const { user } = renderPage();
  await user.click(screen.getByRole('button', { name: 'मेटाउनुहोस्: सुशासन तथा संस्थागत विकास' }));
  // It names the category and says a deleted category does not come back.
  expect(screen.getByRole('dialog', { name: 'मेटाउने हो?' })).toHaveAccessibleDescription(
    'के तपाईं "सुशासन तथा संस्थागत विकास" मेटाउन निश्चित हुनुहुन्छ? यसलाई फेरि फिर्ता ल्याउन सकिँदैन।',
  );
  expect(remove).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'मेटाउनुहोस्' }));
  expect(remove).toHaveBeenCalledWith('/api/categories/4');
  expect(await screen.findByText('वर्ग हटाइयो।')).toBeInTheDocument();
});

test('Manage Order: move buttons reorder, Save Order sends categoryOrder and leaves the mode', async () => {
  const saved = [categories[1]!, categories[0]!, categories[2]!, categories[3]!];
  const put = vi.spyOn(api, 'put').mockResolvedValue({ message: 'क्रम सुरक्षित भयो।', data: saved });
  vi.spyOn(api, 'get').mockResolvedValue({ data: saved });
  const { user } = renderPage();

  await user.click(screen.getByRole('button', { name: 'क्रम मिलाउनुहोस्' }));
  expect(screen.getAllByRole('button', { name: /क्रम बदल्न समात्नुहोस्/ })).toHaveLength(4);
  const up = screen.getByRole('button', { name: 'माथि सार्नुहोस्: सामाजिक विकास' });
  await user.click(up);
  expect(shownOrder()).toEqual([names[1], names[0], names[2], names[3]]);
  // At the top "up" is disabled; the focus moved to "down" instead of getting lost.
  expect(up).toBeDisabled();
  expect(screen.getByRole('button', { name: 'तल सार्नुहोस्: सामाजिक विकास' })).toHaveFocus();
  expect(screen.getByText('सामाजिक विकास ४ मध्ये १ नम्बरमा सारियो।')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'क्रम सेभ गर्नुहोस्' }));
  expect(put).toHaveBeenCalledWith('/api/order-categories', { categoryOrder: [2, 1, 3, 4] });
  expect(await screen.findByText('क्रम सुरक्षित भयो।')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'क्रम मिलाउनुहोस्' })).toBeInTheDocument();
  expect(shownOrder()).toEqual([names[1], names[0], names[2], names[3]]);
});

test('the table shows each English name beside the name, a dash where there is none', async () => {
  renderPage();
  const table = await screen.findByRole('table');
  expect(within(table).getByRole('columnheader', { name: 'अङ्ग्रेजी नाम' })).toBeInTheDocument();
  const row = within(table).getByText('पूर्वाधार विकास').closest('tr')!;
  expect(within(row).getByText('Infrastructure development')).toHaveAttribute('lang', 'en');
  const other = within(table).getByText('सामाजिक विकास').closest('tr')!;
  expect(within(other).getAllByText('—').length).toBeGreaterThan(0);
});

test('the edit URL opens the form; Update returns to the list', async () => {
  const put = vi.spyOn(api, 'put').mockResolvedValue({
    message: 'वर्ग अद्यावधिक भयो।',
    data: categories[2],
  });
  vi.spyOn(api, 'get').mockResolvedValue({ data: categories });
  const { user, router } = renderPage(paths.config.category.getHref(3));
  const dialog = screen.getByRole('dialog', { name: 'विषयगत क्षेत्र सम्पादन' });
  expect(within(dialog).getByLabelText('नाम')).toHaveValue('पूर्वाधार विकास');
  await user.type(within(dialog).getByLabelText('विवरण'), 'सडक, पुल');
  await user.click(within(dialog).getByRole('button', { name: 'अपडेट गर्नुहोस्' }));
  expect(within(dialog).getByLabelText('अङ्ग्रेजी नाम')).toHaveValue('Infrastructure development');
  expect(put).toHaveBeenCalledWith('/api/categories/3', {
    name: 'पूर्वाधार विकास',
    name_en: 'Infrastructure development',
    description: 'सडक, पुल',
  });
  expect(await screen.findByText('वर्ग अद्यावधिक भयो।')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/dashboard/config/categories');
  await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
});

test('New opens an empty form; Cancel closes it', async () => {
  const { user } = renderPage();
  await user.click(screen.getByRole('button', { name: 'नयाँ' }));
  const dialog = screen.getByRole('dialog', { name: 'नयाँ विषयगत क्षेत्र' });
  expect(within(dialog).getByLabelText('नाम')).toHaveValue('');
  expect(within(dialog).getByLabelText('नाम')).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'रद्द गर्नुहोस्' }));
  expect(dialog).not.toHaveAttribute('open');
});
