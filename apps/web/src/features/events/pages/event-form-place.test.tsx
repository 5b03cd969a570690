import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { makeUser } from '@/testing/data-generators';
import { makeEvent } from '../testing/builders';
import { answerFetch, json, renderEvents, sentJson } from '../testing/render';

// Issue 28: where an event is (its wards) and who is responsible (its branch).
const ADD = '/dashboard/events/add';

async function fillNew(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('शीर्षक'), 'खानेपानी अनुगमन');
  await user.type(screen.getByLabelText('विवरण'), 'वडाका खानेपानी योजनाको अनुगमन');
  const field = screen.getByLabelText('मिति');
  await user.type(field, '2082-05-10{Enter}');
}

const wardGroup = () => screen.getByRole('group', { name: 'वडा' });
const officer = (extra: Parameters<typeof makeUser>[0] = {}) =>
  makeUser({ role: 'user', can_plan: true, scope_wards: [5], scope_branch_ids: [], ...extra });

describe('the wards of an event', () => {
  test('an admin chooses among wards 1..ward_count; none is the whole municipality', async () => {
    const user = userEvent.setup();
    renderEvents(ADD, { wardCount: 9 });
    const group = within(wardGroup());
    const whole = group.getByRole('checkbox', { name: 'सम्पूर्ण पालिका (पालिका स्तरीय)' });
    expect(whole).toBeChecked();
    const wards = group.getAllByRole('checkbox', { name: /^वडा नं / });
    expect(wards).toHaveLength(9);
    expect(wards[0]).toHaveAccessibleName('वडा नं १');

    await user.click(group.getByRole('checkbox', { name: 'वडा नं ५' }));
    await user.click(group.getByRole('checkbox', { name: 'वडा नं ३' }));
    expect(whole).not.toBeChecked();

    const spy = answerFetch(() => json({ message: 'कार्ययोजना थपियो।', data: [] }));
    await fillNew(user);
    await user.selectOptions(screen.getByLabelText('जिम्मेवार शाखा'), 'स्वास्थ्य शाखा');
    await user.click(screen.getByRole('button', { name: 'सेभ गर्नुहोस्' }));
    expect(await screen.findByText('कार्ययोजना थपियो।')).toBeInTheDocument();
    expect(sentJson(spy.mock.calls[0]![1])).toMatchObject({ wards: [3, 5], branch_id: 3 });
  });

  test('choosing the whole municipality clears the wards', async () => {
    const user = userEvent.setup();
    renderEvents('/dashboard/events/add/4', {
      events: [makeEvent({ id: 4, wards: [2, 7] })],
    });
    const group = within(wardGroup());
    expect(group.getByRole('checkbox', { name: 'वडा नं २' })).toBeChecked();
    expect(group.getByRole('checkbox', { name: 'वडा नं ७' })).toBeChecked();
    await user.click(group.getByRole('checkbox', { name: 'सम्पूर्ण पालिका (पालिका स्तरीय)' }));
    expect(group.getByRole('checkbox', { name: 'वडा नं २' })).not.toBeChecked();

    const spy = answerFetch(() => json({ message: 'कार्ययोजना अपडेट भयो।', data: makeEvent() }));
    await user.click(screen.getByRole('button', { name: 'अपडेट गर्नुहोस्' }));
    expect(await screen.findByText('कार्ययोजना अपडेट भयो।')).toBeInTheDocument();
    expect(sentJson(spy.mock.calls[0]![1])).toMatchObject({ wards: [], branch_id: null });
  });
});

describe('in English', () => {
  test('the wards and the branch read in English', () => {
    setLanguage('en');
    try {
      renderEvents(ADD, { wardCount: 5 });
      const group = within(screen.getByRole('group', { name: 'Wards' }));
      expect(
        group.getByRole('checkbox', { name: 'Whole municipality (municipality-level)' }),
      ).toBeChecked();
      expect(group.getByRole('checkbox', { name: 'Ward 5' })).not.toBeChecked();
      const select = screen.getByLabelText('Responsible branch');
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['No branch', 'Health', 'Education']);
    } finally {
      setLanguage('ne');
    }
  });
});

describe('the responsible branch', () => {
  test('offers the active branches and none; not an inactive one for a new event', () => {
    renderEvents(ADD);
    const select = screen.getByLabelText('जिम्मेवार शाखा');
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['शाखा तोकिएको छैन', 'स्वास्थ्य शाखा', 'शिक्षा शाखा']);
    expect(select).toHaveValue('');
  });

  test('keeps an event’s inactive branch, marked, and sends it unchanged', async () => {
    const user = userEvent.setup();
    const event = makeEvent({
      id: 4,
      branch_id: 9,
      branch: { id: 9, name: 'पुरानो शाखा', name_en: null },
    });
    renderEvents('/dashboard/events/add/4', { events: [event] });
    const select = screen.getByLabelText('जिम्मेवार शाखा');
    expect(select).toHaveValue('9');
    expect(within(select).getByRole('option', { name: 'पुरानो शाखा (निष्क्रिय)' })).toBeVisible();

    const spy = answerFetch(() => json({ message: 'कार्ययोजना अपडेट भयो।', data: event }));
    await user.click(screen.getByRole('button', { name: 'अपडेट गर्नुहोस्' }));
    await waitFor(() => expect(spy).toHaveBeenCalled());
    expect(sentJson(spy.mock.calls[0]![1])).toMatchObject({ wards: [], branch_id: 9 });
  });
});

describe('an officer limited to ward 5', () => {
  test('with can_plan: the new event starts in ward 5, and only ward 5 is offered', async () => {
    const user = userEvent.setup();
    renderEvents(ADD, { user: officer() });
    const group = within(wardGroup());
    expect(group.queryByRole('checkbox', { name: /सम्पूर्ण पालिका/ })).not.toBeInTheDocument();
    expect(group.getAllByRole('checkbox')).toHaveLength(1);
    expect(group.getByRole('checkbox', { name: 'वडा नं ५' })).toBeChecked();
    expect(group.getByText('तपाईंको जिम्मेवारीभित्रका वडा मात्र देखाइएका छन्।')).toBeVisible();

    // Unchecked, the event would be the whole municipality's: outside their scope.
    await user.click(group.getByRole('checkbox', { name: 'वडा नं ५' }));
    await fillNew(user);
    await user.click(screen.getByRole('button', { name: 'सेभ गर्नुहोस्' }));
    expect(await screen.findByText('कम्तीमा एउटा वडा छान्नुहोस्।')).toBeVisible();
  });

  test('limited to a branch, only that branch is offered, chosen by default', () => {
    renderEvents(ADD, { user: officer({ scope_wards: [], scope_branch_ids: [4] }) });
    const select = screen.getByLabelText('जिम्मेवार शाखा');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['शिक्षा शाखा']);
    expect(select).toHaveValue('4');
  });

  test('without can_plan, the form is not offered and the page says why', () => {
    renderEvents(ADD, { user: officer({ can_plan: false }) });
    expect(screen.queryByLabelText('शीर्षक')).not.toBeInTheDocument();
    expect(
      screen.getByText('कार्ययोजना थप्ने, सम्पादन गर्ने वा कार्य थप्ने अधिकार तपाईंलाई छैन।'),
    ).toBeVisible();
  });

  test('with can_plan, an event of ward 3 cannot be edited, with the scope named', () => {
    renderEvents('/dashboard/events/add/4', {
      user: officer(),
      events: [makeEvent({ id: 4, wards: [3] })],
    });
    expect(screen.queryByLabelText('शीर्षक')).not.toBeInTheDocument();
    expect(screen.getByText('यो कार्यक्रम तपाईंको जिम्मेवारी (वडा नं ५) भित्र पर्दैन।')).toBeVisible();
  });
});
