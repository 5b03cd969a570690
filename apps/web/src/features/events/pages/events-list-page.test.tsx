import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { makeEvent } from '../testing/builders';
import {
  answerFetch,
  json,
  listEntry,
  renderEvents,
  sentJson,
  requestUrl,
} from '../testing/render';

const LIST = '/dashboard/events';

function rows() {
  // The body rows: every row but the header one.
  return screen.getAllByRole('row').slice(1);
}

/** Answers every list request with an empty page and returns the requested URLs' params. */
function spyListRequests() {
  const spy = answerFetch(() => json({ data: [], meta: { total: 0, page: 1, per_page: 10 } }));
  return () =>
    spy.mock.calls
      .map(([input]) => new URL(requestUrl(input), 'http://x'))
      .filter((url) => url.pathname === '/api/events')
      .map((url) => url.searchParams);
}

describe('rows', () => {
  test('numbers rows (page-1)*size+index+1 in Nepali digits and cuts long titles to 30', () => {
    const long = 'क'.repeat(40);
    const events = [makeEvent({ id: 1, title: long }), makeEvent({ id: 2, title: 'छोटो' })];
    renderEvents(`${LIST}?page=2`, { queries: [listEntry(events, 12, { page: 2 })] });

    const [first, second] = rows();
    expect(within(first!).getByText('११')).toBeInTheDocument();
    expect(within(second!).getByText('१२')).toBeInTheDocument();
    const link = within(first!).getByRole('link', { name: long });
    expect(link).toHaveAttribute('href', '/dashboard/events/1/view');
    expect(link).toHaveTextContent(`${'क'.repeat(30)}…`);
  });

  test('shows the status in words with its colour, and the BS date with the AD one', () => {
    const event = makeEvent({ status: 'done', date: '2082-04-01' });
    renderEvents(LIST, { queries: [listEntry([event])] });

    const row = within(rows()[0]!);
    expect(row.getByText('सम्पन्न भएको')).toHaveClass('text-green-800');
    expect(row.getByText('२०८२ श्रावण १')).toBeInTheDocument();
    expect(row.getByText('१७ जुलाई २०२५')).toBeInTheDocument();
  });

  test('an overdue event says so in words beside its status; the others do not', () => {
    const events = [
      makeEvent({ id: 1, title: 'ढिलो', overdue: true }),
      makeEvent({ id: 2, title: 'समयमै' }),
    ];
    renderEvents(LIST, { queries: [listEntry(events)] });

    const [late, onTime] = rows();
    expect(within(late!).getByText('म्याद नाघेको')).toBeVisible();
    expect(within(late!).getByText('सम्पन्न नभएको')).toBeVisible();
    expect(within(onTime!).queryByText('म्याद नाघेको')).not.toBeInTheDocument();
  });

  test('a plain user reads the list without write actions', () => {
    renderEvents(LIST, { role: 'user', queries: [listEntry([makeEvent()])] });

    expect(screen.getByRole('link', { name: 'विद्यालय स्वास्थ्य शिविर' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'छान्नुहोस्' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /नयाँ/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /सम्पादन/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /मेटाउनुहोस्/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /मिति परिवर्तन/ })).not.toBeInTheDocument();
  });

  test('says so when no event matches', () => {
    renderEvents(LIST, { queries: [listEntry([])] });
    expect(screen.getByText('यी फिल्टरमा कुनै कार्ययोजना भेटिएन।')).toBeInTheDocument();
  });
});

describe('pagination', () => {
  test('Previous is disabled on page 1; Next while more rows remain, and it asks for page 2', async () => {
    const user = userEvent.setup();
    const events = Array.from({ length: 10 }, (_, i) => makeEvent({ id: i + 1 }));
    const { router } = renderEvents(LIST, { queries: [listEntry(events, 11)] });
    const requests = spyListRequests();

    expect(screen.getByRole('button', { name: /अघिल्लो/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /अर्को/ }));

    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() => expect(requests().at(-1)?.get('page')).toBe('2'));
  });

  test('Next is disabled once the page reaches the last result', () => {
    const events = Array.from({ length: 10 }, (_, i) => makeEvent({ id: i + 1 }));
    renderEvents(LIST, { queries: [listEntry(events, 10)] });
    expect(screen.getByRole('button', { name: /अर्को/ })).toBeDisabled();
  });
});

describe('filters', () => {
  test('the fiscal year defaults to the active one; the other filters start at all', () => {
    renderEvents(LIST, { queries: [listEntry([makeEvent()])] });
    expect(screen.getByLabelText('आर्थिक वर्ष')).toHaveDisplayValue('२०८२/८३');
    expect(screen.getByLabelText('विषयगत क्षेत्र')).toHaveDisplayValue('सबै');
    expect(screen.getByLabelText('स्थिति')).toHaveDisplayValue('सबै');
    expect(screen.getByRole('button', { name: /मितिको क्रम/ })).toHaveTextContent('बढ्दो क्रम');
  });

  test('each filter changes the request and is kept in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderEvents(LIST, { queries: [listEntry([makeEvent()])] });
    const requests = spyListRequests();

    await user.selectOptions(screen.getByLabelText('स्थिति'), 'सम्पन्न भएको');
    await waitFor(() => expect(requests().at(-1)?.get('status')).toBe('done'));

    await user.selectOptions(screen.getByLabelText('विषयगत क्षेत्र'), 'सामाजिक विकास');
    await waitFor(() => expect(requests().at(-1)?.get('category_id')).toBe('2'));

    await user.selectOptions(screen.getByLabelText('आर्थिक वर्ष'), '२०८१/८२');
    await waitFor(() => expect(requests().at(-1)?.get('fiscal_year_id')).toBe('81'));

    await user.click(screen.getByRole('button', { name: /मितिको क्रम/ }));
    await waitFor(() => expect(requests().at(-1)?.get('sort')).toBe('desc'));
    expect(screen.getByRole('button', { name: /मितिको क्रम/ })).toHaveTextContent('घट्दो क्रम');

    await user.type(screen.getByLabelText('खोज्नुहोस्'), 'शिविर{Enter}');
    await waitFor(() => expect(requests().at(-1)?.get('q')).toBe('शिविर'));

    const last = requests().at(-1);
    expect(last?.get('per_page')).toBe('10');
    expect(last?.get('page')).toBe('1');
    const url = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(url)).toEqual({
      status: 'done',
      category_id: '2',
      fiscal_year_id: '81',
      sort: 'desc',
      q: 'शिविर',
    });
  });

  test('"म्याद नाघेको" asks for the overdue events and is kept in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderEvents(LIST, { queries: [listEntry([makeEvent()])] });
    const requests = spyListRequests();

    await user.selectOptions(screen.getByLabelText('स्थिति'), 'म्याद नाघेको');
    await waitFor(() => expect(requests().at(-1)?.get('status')).toBe('overdue'));
    expect(router.state.location.search).toBe('?status=overdue');
  });

  test('status=overdue in the URL is read back into the filter', () => {
    const overdue = listEntry([makeEvent({ overdue: true })], 1, { status: 'overdue' });
    renderEvents(`${LIST}?status=overdue`, { queries: [overdue] });
    expect(screen.getByLabelText('स्थिति')).toHaveDisplayValue('म्याद नाघेको');
    expect(within(rows()[0]!).getByText('म्याद नाघेको')).toBeVisible();
  });

  test('the per-page choice asks for 25 rows from page 1', async () => {
    const user = userEvent.setup();
    renderEvents(`${LIST}?page=3`, { queries: [listEntry([makeEvent()], 30, { page: 3 })] });
    const requests = spyListRequests();

    await user.selectOptions(screen.getByLabelText('प्रति पृष्ठ'), '२५');
    await waitFor(() => expect(requests().at(-1)?.get('per_page')).toBe('25'));
    expect(requests().at(-1)?.get('page')).toBe('1');
  });
});

describe('select mode', () => {
  const events = [makeEvent({ id: 1, title: 'पहिलो' }), makeEvent({ id: 2, title: 'दोस्रो' })];

  test('Duplicate with nothing chosen says so without a request', async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.mocked(globalThis.fetch);
    renderEvents(LIST, { queries: [listEntry(events)] });

    await user.click(screen.getByRole('button', { name: 'छान्नुहोस्' }));
    await user.click(screen.getByRole('button', { name: /दोहोर्‍याउनुहोस्/ }));

    expect(await screen.findByText('please select events')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  test('select-all chooses the rows shown; X leaves select mode and clears the choice', async () => {
    const user = userEvent.setup();
    renderEvents(LIST, { queries: [listEntry(events)] });

    await user.click(screen.getByRole('button', { name: 'छान्नुहोस्' }));
    await user.click(screen.getByRole('checkbox', { name: 'देखिएका सबै छान्नुहोस्' }));
    expect(screen.getByRole('checkbox', { name: 'छान्नुहोस्: पहिलो' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'छान्नुहोस्: दोस्रो' })).toBeChecked();
    expect(screen.getByText('२ छानिएको')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'छान्नुहोस्: दोस्रो' }));
    expect(screen.getByRole('checkbox', { name: 'देखिएका सबै छान्नुहोस्' })).toBePartiallyChecked();

    await user.click(screen.getByRole('button', { name: 'छनोट बन्द गर्नुहोस्' }));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'छान्नुहोस्' }));
    expect(screen.getByRole('checkbox', { name: 'छान्नुहोस्: पहिलो' })).not.toBeChecked();
    expect(screen.getByText('० छानिएको')).toBeInTheDocument();
  });

  test('Duplicate sends the chosen ids and leaves select mode', async () => {
    const user = userEvent.setup();
    renderEvents(LIST, { queries: [listEntry(events)] });
    const spy = answerFetch((url) =>
      url === '/api/dublicate-events'
        ? json({ message: '१ कार्ययोजना नक्कल भयो।', data: { created: 1 } })
        : json({ data: events, meta: { total: 2, page: 1, per_page: 10 } }),
    );

    await user.click(screen.getByRole('button', { name: 'छान्नुहोस्' }));
    await user.click(screen.getByRole('checkbox', { name: 'छान्नुहोस्: दोस्रो' }));
    await user.click(screen.getByRole('button', { name: /दोहोर्‍याउनुहोस्/ }));

    expect(await screen.findByText('१ कार्ययोजना नक्कल भयो।')).toBeInTheDocument();
    const [, init] = spy.mock.calls.find(([url]) => url === '/api/dublicate-events')!;
    expect(sentJson(init)).toEqual({ target_events: [2] });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  test('only the Super-Admin may send events to other municipalities', async () => {
    const user = userEvent.setup();
    const admin = renderEvents(LIST, { queries: [listEntry(events)] });
    await user.click(screen.getByRole('button', { name: 'छान्नुहोस्' }));
    expect(screen.queryByRole('button', { name: /अन्य पालिकामा/ })).not.toBeInTheDocument();
    admin.unmount();

    renderEvents(LIST, { role: 'Super-Admin', queries: [listEntry(events)] });
    await user.click(screen.getByRole('button', { name: 'छान्नुहोस्' }));
    expect(screen.getByRole('button', { name: /अन्य पालिकामा/ })).toBeInTheDocument();
  });
});
