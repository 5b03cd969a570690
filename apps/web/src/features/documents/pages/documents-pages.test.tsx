import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { makeUser } from '@/testing/data-generators';
import { documentsRoutes } from '../routes';
import { makeDocument, renderDocuments } from '../testing/documents-test-utils';
import { pageRequests } from '@/testing/page-requests';

const lazyPage = { timeout: 8000 };
vi.setConfig({ testTimeout: 15_000 });
afterEach(() => vi.unstubAllGlobals());

const routes = [...documentsRoutes, { path: '/home', element: <p>home</p> }];
const rules = makeDocument({ id: 1, name: 'खरिद निर्देशिका', remarks: '२०८३ संशोधन' });
const minutes = makeDocument({ id: 2, name: 'बैठकको निर्णय', documents: null, document: null });
const admin = makeUser({ role: 'admin' });

describe('/dashboard/other-documents (admins)', () => {
  test('lists the documents with view link, date added, edit and delete', async () => {
    renderDocuments(routes, {
      url: '/dashboard/other-documents',
      user: admin,
      lists: [{ data: [rules, minutes] }],
    });
    const table = await screen.findByRole('table', {}, lazyPage);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('१खरिद निर्देशिका२०८३ संशोधन');
    // 21 Nov 2026 18:30 UTC is already 22 November in Nepal: २०८३ मंसिर ६.
    expect(first).toHaveTextContent('२०८३ मंसिर ६');
    expect(first).toHaveTextContent('२२ नोभेम्बर २०२६');
    const view = within(first!).getByRole('link', {
      name: 'खरिद निर्देशिका हेर्नुहोस् (नयाँ ट्याबमा खुल्छ)',
    });
    expect(view).toHaveAttribute('href', rules.documents);
    expect(view).toHaveAttribute('target', '_blank');
    expect(second).toHaveTextContent('फाइल छैन');
    expect(within(first!).getByRole('link', { name: 'सम्पादन: खरिद निर्देशिका' })).toHaveAttribute(
      'href',
      '/dashboard/other-documents/1',
    );
    expect(within(first!).getByRole('button', { name: 'मेटाउनुहोस्: खरिद निर्देशिका' })).toBeVisible();
    expect(screen.getByText('२ मध्ये १–२ देखाइँदै')).toBeVisible();
  });

  test('New opens the add form in a dialog', async () => {
    const user = userEvent.setup();
    renderDocuments(routes, {
      url: '/dashboard/other-documents',
      user: admin,
      lists: [{ data: [] }],
    });
    expect(await screen.findByText('अहिलेसम्म कुनै कागजात छैन', {}, lazyPage)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'नयाँ' }));
    const dialog = screen.getByRole('dialog', { name: 'नयाँ कागजात' });
    expect(within(dialog).getByLabelText('शीर्षक')).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'रद्द गर्नुहोस्' }));
    expect(dialog).not.toHaveAttribute('open');
  });

  test('with an id in the path the dialog opens by itself in edit mode, and closes back to the list', async () => {
    const user = userEvent.setup();
    const { router } = renderDocuments(routes, {
      url: '/dashboard/other-documents/1?page=2',
      user: admin,
      lists: [{ params: { page: 2 }, data: [rules], total: 11 }],
      details: [rules],
    });
    const dialog = await screen.findByRole('dialog', { name: 'कागजात सम्पादन' }, lazyPage);
    expect(within(dialog).getByLabelText('शीर्षक')).toHaveValue('खरिद निर्देशिका');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/other-documents'));
    expect(router.state.location.search).toBe('?page=2');
  });

  test('delete asks first, then deletes and says so', async () => {
    const answer = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body)));
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation((_url, init) =>
      init?.method === 'DELETE'
        ? answer({ message: 'कागजात हटाइयो।' })
        : // The list is loaded again after the delete.
          answer({ data: [], meta: { total: 0, page: 1, per_page: 10 } }),
    );
    const success = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    renderDocuments(routes, {
      url: '/dashboard/other-documents',
      user: admin,
      lists: [{ data: [rules] }],
    });
    await user.click(
      await screen.findByRole('button', { name: 'मेटाउनुहोस्: खरिद निर्देशिका' }, lazyPage),
    );
    const dialog = screen.getByRole('dialog', { name: 'मेटाउने हो?' });
    expect(pageRequests(fetch)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'मेटाउनुहोस्' }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    expect(await screen.findByText('अहिलेसम्म कुनै कागजात छैन')).toBeVisible();
    const [url, init] = pageRequests(fetch)[0] ?? [];
    expect(url).toBe('/api/other-documents/1');
    expect(init?.method).toBe('DELETE');
    expect(success).toHaveBeenCalledWith('कागजात हटाइयो।');
  });
});

describe('/home/other-documents (everyone)', () => {
  test('read only: view links and dates, no edit or delete, and a Back button', async () => {
    const user = userEvent.setup();
    const { router } = renderDocuments(routes, {
      url: '/home/other-documents',
      lists: [{ data: [rules, minutes] }],
    });
    const table = await screen.findByRole('table', {}, lazyPage);
    expect(within(table).getAllByRole('link', { name: /हेर्नुहोस्/ })).toHaveLength(1);
    expect(within(table).queryByRole('link', { name: /सम्पादन/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'नयाँ' })).not.toBeInTheDocument();
    // Opened directly, there is no page before it in the app: Back goes to /home.
    await user.click(screen.getByRole('button', { name: 'पछाडि' }));
    expect(router.state.location.pathname).toBe('/home');
  });

  test('a search with no match says so', async () => {
    renderDocuments(routes, {
      url: '/home/other-documents?q=xyz',
      lists: [{ params: { q: 'xyz' }, data: [] }],
    });
    expect(await screen.findByText('यो खोजसँग मिल्ने कागजात छैन', {}, lazyPage)).toBeVisible();
    expect(screen.getByPlaceholderText('खोज्नुहोस्…')).toHaveValue('xyz');
  });
});

test('on a phone each document is a card with its view link and actions in reach', async () => {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
  renderDocuments(routes, {
    url: '/dashboard/other-documents',
    user: admin,
    lists: [{ data: [rules] }],
  });
  const list = await screen.findByRole('list', { name: 'अन्य कागजात' }, lazyPage);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  const card = within(list).getByRole('listitem');
  expect(card).toHaveTextContent('खरिद निर्देशिका');
  expect(within(card).getByRole('link', { name: /हेर्नुहोस्/ })).toHaveAttribute(
    'href',
    rules.documents,
  );
  expect(within(card).getByRole('button', { name: 'मेटाउनुहोस्: खरिद निर्देशिका' })).toBeVisible();
});
