import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { makeUser } from '@/testing/data-generators';
import { makeEvent, makeTask } from '../testing/builders';
import { answerFetch, json, renderEvents, sentJson } from '../testing/render';

// Issue 28 (docs/decisions/037): where an event is, and what an officer may do with it.
const VIEW = '/dashboard/events/3/view';
const task = makeTask({ id: 12, event_id: 3, name: 'सम्झौता पत्र तयारी' });
const atWard = (wards: number[]) =>
  makeEvent({
    id: 3,
    title: 'खानेपानी अनुगमन',
    time: '13:30',
    assignTo: 'राम थापा',
    wards,
    branch_id: 3,
    branch: { id: 3, name: 'स्वास्थ्य शाखा', name_en: 'Health' },
    budget: 500_000,
    tasks: [task],
  });
const ward5Officer = (can_plan = false) =>
  makeUser({ role: 'user', can_plan, scope_wards: [5], scope_branch_ids: [] });

describe('the event’s page', () => {
  test('says its wards and its responsible branch', () => {
    renderEvents(VIEW, { events: [atWard([3, 6, 11])] });
    const article = within(screen.getByRole('article'));
    expect(article.getByText('वडा नं ३, ६ र ११')).toBeVisible();
    expect(article.getByText('स्वास्थ्य शाखा')).toBeVisible();
  });

  test('a municipality-level event without a branch says so', () => {
    renderEvents(VIEW, { events: [makeEvent({ id: 3 })] });
    const article = within(screen.getByRole('article'));
    expect(article.getByText('पालिका स्तरीय')).toBeVisible();
    expect(article.getByText('शाखा तोकिएको छैन')).toBeVisible();
  });
});

describe('a ward-5 officer', () => {
  test('on a ward-5 event: progress and proof, no plan buttons', () => {
    renderEvents(VIEW, { user: ward5Officer(), events: [atWard([5])] });
    expect(screen.getByRole('button', { name: 'प्रगति अद्यावधिक गर्नुहोस्' })).toBeVisible();
    expect(screen.getByLabelText('प्रमाण कागजात: सम्झौता पत्र तयारी')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'सम्पादन' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'मेटाउनुहोस्' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'कार्य थप्नुहोस्' })).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  test('records progress with the plan fields sent back unchanged', async () => {
    const user = userEvent.setup();
    const event = atWard([5]);
    renderEvents(VIEW, { user: ward5Officer(), events: [event] });
    const spy = answerFetch((url) =>
      url.endsWith('/status-history')
        ? json({ data: [] })
        : json({ message: 'कार्ययोजना अपडेट भयो।', data: event }),
    );
    await user.click(screen.getByRole('button', { name: 'प्रगति अद्यावधिक गर्नुहोस्' }));
    const dialog = within(screen.getByRole('dialog'));
    // The budget is the plan's: shown, not changed.
    expect(dialog.getByLabelText('विनियोजित बजेट (रु.)')).toBeDisabled();
    await user.type(dialog.getByLabelText('भौतिक प्रगति (%)'), '६५');
    await user.type(dialog.getByLabelText('खर्च (रु.)'), '120000');
    await user.click(dialog.getByRole('button', { name: 'सेभ गर्नुहोस्' }));

    await waitFor(() => expect(spy).toHaveBeenCalled());
    const [url, init] = spy.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(url).toBe('/api/events/3');
    const body = sentJson(init) as Record<string, unknown>;
    expect(body).toEqual({
      fiscal_year_id: event.fiscal_year_id,
      title: event.title,
      content: event.content,
      date: event.date,
      time: '13:30',
      assignTo: event.assignTo,
      categories: [2],
      status: 'notDone',
      progress: 65,
      spent: 120_000,
    });
  });

  test('a refusal shows the server’s sentence naming the scope', async () => {
    const user = userEvent.setup();
    renderEvents(VIEW, { user: ward5Officer(), events: [atWard([5])] });
    const refusal = 'यो कार्यक्रम तपाईंको जिम्मेवारी (वडा नं ५) भित्र पर्दैन; प्रगति राख्न मिल्दैन।';
    answerFetch(() => json({ message: refusal, code: 'FORBIDDEN' }, 403));
    await user.click(screen.getByRole('button', { name: 'प्रगति अद्यावधिक गर्नुहोस्' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'सेभ गर्नुहोस्' }));
    expect(await screen.findByText(refusal)).toBeVisible();
  });

  test('on a ward-3 event: the page says it is outside their responsibility, and no write buttons', () => {
    renderEvents(VIEW, { user: ward5Officer(true), events: [atWard([3])] });
    expect(screen.getByRole('note')).toHaveTextContent(
      'यो कार्यक्रम तपाईंको जिम्मेवारी (वडा नं ५) भित्र पर्दैन।',
    );
    expect(screen.queryByRole('button', { name: 'प्रगति अद्यावधिक गर्नुहोस्' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('प्रमाण कागजात: सम्झौता पत्र तयारी')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'सम्पादन' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'कार्य थप्नुहोस्' })).not.toBeInTheDocument();
  });

  test('on a municipality-level event: outside too', () => {
    renderEvents(VIEW, { user: ward5Officer(), events: [atWard([])] });
    expect(screen.getByRole('note')).toHaveTextContent('(वडा नं ५)');
    expect(screen.queryByRole('button', { name: 'प्रगति अद्यावधिक गर्नुहोस्' })).not.toBeInTheDocument();
  });

  test('with can_plan, on a ward-5 event: edit, delete and add task', () => {
    renderEvents(VIEW, { user: ward5Officer(true), events: [atWard([5])] });
    expect(screen.getByRole('link', { name: 'सम्पादन' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'मेटाउनुहोस्' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'कार्य थप्नुहोस्' })).toBeVisible();
  });
});

describe('the task form', () => {
  test('an officer without can_plan is told they may not plan, on its page and over the event', () => {
    renderEvents('/dashboard/events/3/tasks/new', {
      user: ward5Officer(),
      events: [atWard([5])],
    });
    expect(
      screen.getByText('कार्ययोजना थप्ने, सम्पादन गर्ने वा कार्य थप्ने अधिकार तपाईंलाई छैन।'),
    ).toBeVisible();
    expect(screen.queryByLabelText('कार्यको नाम')).not.toBeInTheDocument();
  });

  test('over the event, a planner of ward 5 may not add a task to ward 3’s event', () => {
    renderEvents('/dashboard/events/3/view/add/new', {
      user: ward5Officer(true),
      events: [atWard([3])],
    });
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText('यो कार्यक्रम तपाईंको जिम्मेवारी (वडा नं ५) भित्र पर्दैन।')).toBeVisible();
    expect(dialog.queryByLabelText('कार्यको नाम')).not.toBeInTheDocument();
  });

  test('a planner of ward 5 adds a task to ward 5’s event', () => {
    renderEvents('/dashboard/events/3/tasks/new', {
      user: ward5Officer(true),
      events: [atWard([5])],
    });
    expect(screen.getByLabelText('कार्यको नाम')).toBeVisible();
  });
});
