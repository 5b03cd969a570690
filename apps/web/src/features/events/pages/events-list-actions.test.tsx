import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { makeCompany, makeEvent } from '../testing/builders';
import { answerFetch, json, listEntry, renderEvents, sentJson } from '../testing/render';
import { queryKeys } from '@/lib/queries/query-keys';
import { pageRequests } from '@/testing/page-requests';

const LIST = '/dashboard/events';
const event = makeEvent({ id: 7, title: 'शिविर', date: '2082-05-10' });
const emptyList = { data: [event], meta: { total: 1, page: 1, per_page: 10 } };

function row() {
  return within(screen.getAllByRole('row')[1]!);
}

describe('changing a date in the list', () => {
  test('a double-click on the date opens a field bounded to the fiscal year', async () => {
    const user = userEvent.setup();
    renderEvents(LIST, { queries: [listEntry([event])] });

    await user.dblClick(row().getByText('२०८२ भाद्र १०'));

    const field = row().getByLabelText('नयाँ मिति');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('२०८२-०५-१०');
    await user.clear(field);
    await user.type(field, '2083-04-01{Enter}');
    expect(row().getByText('२०८२-०४-०१ देखि २०८३-०३-३२ सम्मको मिति छान्नुहोस्।')).toBeInTheDocument();
  });

  test("saving it empty says 'select the new date' inline and as a toast, without a request", async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.mocked(globalThis.fetch);
    renderEvents(LIST, { queries: [listEntry([event])] });

    await user.click(row().getByRole('button', { name: 'मिति परिवर्तन: शिविर' }));
    await user.clear(row().getByLabelText('नयाँ मिति'));
    await user.click(row().getByRole('button', { name: 'मिति सेभ गर्नुहोस्' }));

    expect(row().getByRole('alert')).toHaveTextContent('select the new date');
    expect(await screen.findAllByText('select the new date')).toHaveLength(2);
    expect(row().getByLabelText('नयाँ मिति')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  test("the server's 422 message shows inline and as a toast", async () => {
    const user = userEvent.setup();
    renderEvents(LIST, { queries: [listEntry([event])] });
    const message = 'invalid date,check your date and fiscalyear';
    const spy = answerFetch(() =>
      json({ message, code: 'VALIDATION_FAILED', errors: { date: [message] } }, 422),
    );

    await user.click(row().getByRole('button', { name: 'मिति परिवर्तन: शिविर' }));
    const field = row().getByLabelText('नयाँ मिति');
    await user.clear(field);
    await user.type(field, '2082-06-01');
    await user.click(row().getByRole('button', { name: 'मिति सेभ गर्नुहोस्' }));

    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(row().getByRole('alert')).toHaveTextContent(message);
    const [url, init] = spy.mock.calls[0]!;
    expect(url).toBe('/api/change-date/7');
    expect(init?.method).toBe('PUT');
    expect(sentJson(init)).toEqual({ date: '2082-06-01' });
  });

  test('a saved date closes the field with the server message', async () => {
    const user = userEvent.setup();
    renderEvents(LIST, { queries: [listEntry([event])] });
    answerFetch((url) =>
      url.startsWith('/api/change-date')
        ? json({ message: 'मिति परिवर्तन भयो।', data: event })
        : json(emptyList),
    );

    await user.click(row().getByRole('button', { name: 'मिति परिवर्तन: शिविर' }));
    await user.click(row().getByRole('button', { name: 'मिति सेभ गर्नुहोस्' }));

    expect(await screen.findByText('मिति परिवर्तन भयो।')).toBeInTheDocument();
    expect(row().queryByLabelText('नयाँ मिति')).not.toBeInTheDocument();
    expect(row().getByRole('button', { name: 'मिति परिवर्तन: शिविर' })).toHaveFocus();
  });
});

describe('sending events to other municipalities', () => {
  const companies = [
    makeCompany({ id: 5, name: 'बुटवल उपमहानगरपालिका' }),
    makeCompany({ id: 6, name: 'बनेपा नगरपालिका' }),
  ];

  test('asks for events first, then for companies; select-all takes the companies shown', async () => {
    const user = userEvent.setup();
    renderEvents(LIST, {
      role: 'Super-Admin',
      queries: [listEntry([event]), [queryKeys.companies.list, companies]],
    });
    const spy = answerFetch((url) =>
      url === '/api/copy-selected-events'
        ? json({ message: '१ कार्ययोजना नक्कल भयो।', data: { created: 1 } })
        : json(emptyList),
    );

    await user.click(screen.getByRole('button', { name: 'छान्नुहोस्' }));
    await user.click(screen.getByRole('button', { name: /अन्य पालिकामा/ }));
    expect(await screen.findByText('please select events')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'छान्नुहोस्: शिविर' }));
    await user.click(screen.getByRole('button', { name: /अन्य पालिकामा/ }));
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'पठाउनुहोस्' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('please select companies');
    expect(spy).not.toHaveBeenCalled();

    await user.type(dialog.getByLabelText('पालिका खोज्नुहोस्'), 'बुटवल');
    expect(dialog.queryByRole('checkbox', { name: 'बनेपा नगरपालिका' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('checkbox', { name: 'देखिएका सबै पालिका छान्नुहोस्' }));
    expect(dialog.getByRole('checkbox', { name: 'बुटवल उपमहानगरपालिका' })).toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'पठाउनुहोस्' }));

    expect(await screen.findByText('१ कार्ययोजना नक्कल भयो।')).toBeInTheDocument();
    const [, init] = spy.mock.calls.find(([url]) => url === '/api/copy-selected-events')!;
    expect(sentJson(init)).toEqual({ target_events: [7], target_companies: [5] });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

test('deleting a row asks first, then shows the server message', async () => {
  const user = userEvent.setup();
  renderEvents(LIST, { queries: [listEntry([event])] });
  const spy = answerFetch((url, init) =>
    init?.method === 'DELETE' ? json({ message: 'कार्ययोजना मेटियो।' }) : json(emptyList),
  );

  await user.click(row().getByRole('button', { name: 'मेटाउनुहोस्: शिविर' }));
  // The confirmation names the event and says it goes to the trash; nothing is deleted yet.
  const dialog = screen.getByRole('dialog', { name: 'मेटाउने हो?' });
  expect(dialog).toHaveAccessibleDescription(/"शिविर" मेटाउन निश्चित हुनुहुन्छ\? यो रद्दीटोकरीमा जान्छ/);
  expect(pageRequests(spy)).toHaveLength(0);
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'मेटाउनुहोस्' }));

  expect(await screen.findByText('कार्ययोजना मेटियो।')).toBeInTheDocument();
  expect(pageRequests(spy)[0]?.[0]).toBe('/api/events/7');
});
