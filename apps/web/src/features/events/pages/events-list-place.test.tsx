import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { makeUser } from '@/testing/data-generators';
import { makeEvent } from '../testing/builders';
import { answerFetch, json, listEntry, renderEvents, requestUrl } from '../testing/render';

// Issue 28: the list names each event's wards and branch, and filters by them.
const LIST = '/dashboard/events';
const rows = () => screen.getAllByRole('row').slice(1);

function spyListRequests() {
  const spy = answerFetch(() => json({ data: [], meta: { total: 0, page: 1, per_page: 10 } }));
  return () =>
    spy.mock.calls
      .map(([input]) => new URL(requestUrl(input), 'http://x'))
      .filter((url) => url.pathname === '/api/events')
      .map((url) => url.searchParams);
}

describe('rows', () => {
  test('name the wards and the branch', () => {
    const events = [
      makeEvent({
        id: 1,
        wards: [3, 6],
        branch_id: 3,
        branch: { id: 3, name: 'स्वास्थ्य शाखा', name_en: 'Health' },
        assignTo: null,
      }),
      makeEvent({ id: 2 }),
    ];
    renderEvents(LIST, { queries: [listEntry(events)] });
    const [first, second] = rows();
    expect(within(first!).getByText('वडा नं ३ र ६')).toBeVisible();
    expect(within(first!).getByText('स्वास्थ्य शाखा')).toBeVisible();
    expect(within(second!).getByText('पालिका स्तरीय')).toBeVisible();
  });

  test('a ward-5 officer with can_plan edits only the rows of ward 5', () => {
    const events = [
      makeEvent({ id: 1, title: 'वडा ५ को', wards: [5] }),
      makeEvent({ id: 2, title: 'वडा ३ को', wards: [3] }),
    ];
    renderEvents(LIST, {
      user: makeUser({ role: 'user', can_plan: true, scope_wards: [5], scope_branch_ids: [] }),
      queries: [listEntry(events)],
    });
    expect(screen.getByRole('link', { name: /नयाँ/ })).toBeVisible();
    const [mine, other] = rows();
    expect(within(mine!).getByRole('link', { name: 'सम्पादन: वडा ५ को' })).toBeVisible();
    expect(within(other!).queryByRole('link', { name: /सम्पादन/ })).not.toBeInTheDocument();
    // No bulk actions: those are an admin's.
    expect(screen.queryByRole('button', { name: 'छान्नुहोस्' })).not.toBeInTheDocument();
  });
});

describe('the ward and branch filters', () => {
  test('offer all, municipality-level and each ward; all and each branch', () => {
    renderEvents(LIST, { wardCount: 4, queries: [listEntry([])] });
    const ward = screen.getByLabelText('वडा');
    expect(
      within(ward)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['सबै', 'पालिका स्तरीय', 'वडा नं १', 'वडा नं २', 'वडा नं ३', 'वडा नं ४']);
    const branch = screen.getByLabelText('शाखा');
    expect(
      within(branch)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['सबै', 'स्वास्थ्य शाखा', 'शिक्षा शाखा', 'पुरानो शाखा (निष्क्रिय)']);
  });

  test('go into the URL and to the server as ward and branch_id', async () => {
    const user = userEvent.setup();
    const { router } = renderEvents(LIST, { queries: [listEntry([])] });
    const requests = spyListRequests();

    await user.selectOptions(screen.getByLabelText('वडा'), 'वडा नं ५');
    expect(router.state.location.search).toBe('?ward=5');
    await waitFor(() => expect(requests().at(-1)?.get('ward')).toBe('5'));

    await user.selectOptions(screen.getByLabelText('शाखा'), 'शिक्षा शाखा');
    expect(new URLSearchParams(router.state.location.search).get('branch_id')).toBe('4');
    await waitFor(() => expect(requests().at(-1)?.get('branch_id')).toBe('4'));
    expect(requests().at(-1)?.get('ward')).toBe('5');

    await user.selectOptions(screen.getByLabelText('वडा'), 'पालिका स्तरीय');
    await waitFor(() => expect(requests().at(-1)?.get('ward')).toBe('0'));

    await user.selectOptions(screen.getByLabelText('वडा'), 'सबै');
    await waitFor(() => expect(requests().at(-1)?.has('ward')).toBe(false));
    expect(router.state.location.search).toBe('?branch_id=4');
  });

  test('are read from a shared link', () => {
    renderEvents(`${LIST}?ward=0&branch_id=3`, {
      queries: [listEntry([], 0, { ward: 0, branch_id: 3 })],
    });
    expect(screen.getByLabelText('वडा')).toHaveValue('0');
    expect(screen.getByLabelText('शाखा')).toHaveValue('3');
  });
});
