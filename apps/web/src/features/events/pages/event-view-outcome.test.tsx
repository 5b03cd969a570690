import type { StatusChange } from '@karyayojana/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { i18n } from '@/lib/i18n';
import { makeEvent } from '../testing/builders';
import { answerFetch, json, renderEvents } from '../testing/render';

const VIEW = '/dashboard/events/3/view';

function outcome() {
  return within(screen.getByRole('region', { name: 'प्रगति र नतिजा' }));
}

function history() {
  return within(screen.getByRole('region', { name: /इतिहास/ }));
}

/** The value beside a term of the outcome's list. */
function valueOf(term: string) {
  return outcome().getByText(term).nextElementSibling as HTMLElement;
}

describe('the outcome', () => {
  test('of a done event: completion date with AD, outcome, progress bar, money grouped and flagged', () => {
    const event = makeEvent({
      id: 3,
      status: 'done',
      date: '2082-05-10',
      planned_date: '2082-04-20',
      completed_date: '2082-05-12',
      outcome: '३०० विद्यार्थीको स्वास्थ्य परीक्षण भयो।',
      progress: 100,
      budget: 1_250_000,
      spent: 1_300_000,
      over_budget: true,
    });
    renderEvents(VIEW, { events: [event] });

    expect(valueOf('स्थिति')).toHaveTextContent('सम्पन्न भएको');
    expect(valueOf('सम्पन्न मिति')).toHaveTextContent('२०८२ भाद्र १२');
    expect(valueOf('सम्पन्न मिति')).toHaveTextContent('२८ अगस्ट २०२५');
    expect(valueOf('उपलब्धि')).toHaveTextContent('३०० विद्यार्थीको स्वास्थ्य परीक्षण भयो।');
    expect(valueOf('पहिले योजना गरिएको मिति')).toHaveTextContent('२०८२ श्रावण २०');

    const bar = outcome().getByRole('progressbar', { name: 'भौतिक प्रगति' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '१००%');
    expect(valueOf('भौतिक प्रगति')).toHaveTextContent('१००%');

    expect(valueOf('विनियोजित बजेट')).toHaveTextContent('रु. १२,५०,०००');
    expect(valueOf('खर्च')).toHaveTextContent('रु. १३,००,०००');
    expect(valueOf('खर्च')).toHaveTextContent('बजेटको १०४%');
    expect(valueOf('खर्च')).toHaveTextContent('बजेटभन्दा बढी खर्च');
  });

  test('of a postponed, overdue event: its reason and the overdue badge; nothing not given is made up', () => {
    const event = makeEvent({
      id: 3,
      status: 'postponed',
      planned_date: '2082-05-10',
      status_reason: 'बजेट निकासा नभएकाले',
      overdue: true,
    });
    renderEvents(VIEW, { events: [event] });

    expect(valueOf('स्थिति')).toHaveTextContent('हुने तर नभएको');
    expect(valueOf('स्थिति')).toHaveTextContent('म्याद नाघेको');
    expect(valueOf('नहुनुको कारण')).toHaveTextContent('बजेट निकासा नभएकाले');
    expect(outcome().queryByText('पहिले योजना गरिएको मिति')).not.toBeInTheDocument();
    expect(outcome().queryByText('सम्पन्न मिति')).not.toBeInTheDocument();
    expect(outcome().queryByRole('progressbar')).not.toBeInTheDocument();
    expect(valueOf('भौतिक प्रगति')).toHaveTextContent('खुलाइएको छैन');
    expect(valueOf('विनियोजित बजेट')).toHaveTextContent('खुलाइएको छैन');
    expect(outcome().queryByText('बजेटभन्दा बढी खर्च')).not.toBeInTheDocument();
  });

  test('of an event canceled without a reason (SPEC.md’s client sends none): says none was given', () => {
    renderEvents(VIEW, {
      events: [makeEvent({ id: 3, status: 'canceled', status_reason: null })],
    });
    expect(valueOf('रद्द गर्नुको कारण')).toHaveTextContent('कारण खुलाइएको छैन');
  });

  test('in English: international grouping', () => {
    i18n.changeLanguage('en');
    renderEvents(VIEW, { events: [makeEvent({ id: 3, budget: 1_250_000, progress: 40 })] });
    const region = within(screen.getByRole('region', { name: 'Progress and outcome' }));
    expect(region.getByText('Rs. 1,250,000')).toBeInTheDocument();
    expect(region.getByRole('progressbar', { name: 'Physical progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
  });
});

const CHANGES: StatusChange[] = [
  {
    from: 'postponed',
    to: 'done',
    // 11:45 in Nepal, २०८२ फाल्गुण २६.
    at: '2026-03-10T06:00:00Z',
    by: { id: 7, name: 'सीता शर्मा' },
    reason: null,
    completed_date: '2082-11-20',
  },
  {
    from: 'notDone',
    to: 'postponed',
    // 00:15 in Nepal on the 9th while it is still the 8th in UTC.
    at: '2026-01-08T18:30:00Z',
    by: { id: null, name: null },
    reason: 'बाढीले बाटो अवरुद्ध',
    completed_date: null,
  },
];

describe('the status history', () => {
  test('lists the changes newest first: from → to, when in Nepal with AD, by whom, why, done on', () => {
    renderEvents(VIEW, { events: [makeEvent({ id: 3 })], history: { 3: CHANGES } });

    const [newest, oldest] = history().getAllByRole('listitem');
    expect(newest).toHaveTextContent('स्थिति "हुने तर नभएको" बाट "सम्पन्न भएको" मा');
    expect(newest).toHaveTextContent('२०८२ फाल्गुण २६');
    expect(newest).toHaveTextContent('१० मार्च २०२६');
    expect(newest).toHaveTextContent('११:४५');
    expect(newest).toHaveTextContent('सीता शर्मा द्वारा');
    expect(newest).toHaveTextContent('सम्पन्न मिति२०८२ फाल्गुण २०');

    expect(oldest).toHaveTextContent('स्थिति "सम्पन्न नभएको" बाट "हुने तर नभएको" मा');
    expect(oldest).toHaveTextContent('२०८२ पौष २५');
    expect(oldest).toHaveTextContent('९ जनवरी २०२६');
    expect(oldest).toHaveTextContent('००:१५');
    expect(oldest).toHaveTextContent('अज्ञात प्रयोगकर्ता द्वारा');
    expect(oldest).toHaveTextContent('कारणबाढीले बाटो अवरुद्ध');
  });

  // Postponed by a client that sends no reason (SPEC.md's update, decision 031).
  const reasonless: StatusChange[] = [
    {
      from: 'notDone',
      to: 'postponed',
      at: '2026-01-08T06:00:00Z',
      by: { id: 7, name: 'सीता शर्मा' },
      reason: null,
      completed_date: null,
    },
  ];

  test('a postponement without a reason says none was given', () => {
    renderEvents(VIEW, { events: [makeEvent({ id: 3 })], history: { 3: reasonless } });
    const [change] = history().getAllByRole('listitem');
    expect(change).toHaveTextContent('कारणकारण खुलाइएको छैन');
  });

  test('a postponement without a reason says none was given, in English', () => {
    i18n.changeLanguage('en');
    renderEvents(VIEW, { events: [makeEvent({ id: 3 })], history: { 3: reasonless } });
    const [change] = within(screen.getByRole('region', { name: /history/i })).getAllByRole(
      'listitem',
    );
    expect(change).toHaveTextContent('ReasonNo reason given');
  });

  test('says so when the status never changed', () => {
    renderEvents(VIEW, { events: [makeEvent({ id: 3 })] });
    expect(history().getByText('स्थिति अहिलेसम्म परिवर्तन भएको छैन')).toBeInTheDocument();
    expect(history().queryByRole('listitem')).not.toBeInTheDocument();
  });

  test('is asked of the server for this event, waiting, then shown', async () => {
    const spy = answerFetch(() => json({ data: CHANGES }));
    renderEvents(VIEW, { events: [makeEvent({ id: 3 })], history: { 3: null } });
    expect(history().getByRole('status')).toHaveTextContent('कृपया पर्खनुहोस्…');

    expect(await history().findAllByRole('listitem')).toHaveLength(2);
    expect(spy.mock.calls[0]?.[0]).toBe('/api/events/3/status-history');
  });

  test('a failure says so and can be tried again', async () => {
    const user = userEvent.setup();
    answerFetch(() => json({ message: 'सर्भरमा समस्या भयो।', code: 'INTERNAL' }, 500));
    renderEvents(VIEW, { events: [makeEvent({ id: 3 })], history: { 3: null } });

    const alert = await history().findByRole('alert');
    expect(alert).toHaveTextContent('स्थितिको इतिहास ल्याउन सकिएन।');

    answerFetch(() => json({ data: [] }));
    await user.click(within(alert).getByRole('button'));
    await waitFor(() =>
      expect(history().getByText('स्थिति अहिलेसम्म परिवर्तन भएको छैन')).toBeInTheDocument(),
    );
  });
});
