import type { Event } from '@karyayojana/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { statusHistoryKey } from '../api/get-status-history';
import { makeEvent } from '../testing/builders';
import { answerFetch, json, renderEvents, sentJson } from '../testing/render';

// 10 March 2026 is २०८२ फाल्गुण २६ in Nepal, inside the fiscal year 2082/83 of the builders.
const NOW = new Date('2026-03-10T06:00:00Z');
const EDIT = '/dashboard/events/add/4';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

function renderEdit(overrides: Partial<Event> = {}) {
  const event = makeEvent({ id: 4, title: 'शिविर', ...overrides });
  const view = renderEvents(EDIT, { events: [event] });
  const spy = answerFetch(() => json({ message: 'कार्ययोजना अपडेट भयो।', data: event }));
  return { ...view, event, spy };
}

async function save(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'अपडेट गर्नुहोस्' }));
}

/** The body of the update, once it has gone. */
async function sentBody(spy: ReturnType<typeof answerFetch>) {
  // Sonner keeps earlier tests' toasts: wait for the request rather than the toast.
  await waitFor(() => expect(spy).toHaveBeenCalled());
  const [url, init] = spy.mock.calls[0]!;
  expect(url).toBe('/api/events/4');
  return sentJson(init) as Record<string, unknown>;
}

/** The texts a field's aria-describedby points at. */
function description(element: HTMLElement): (string | null | undefined)[] {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent);
}

const NEW_FIELDS = ['completed_date', 'outcome', 'status_reason', 'progress', 'budget', 'spent'];

describe('an event not done', () => {
  test('asks for progress, budget and spent, and nothing the other statuses ask', () => {
    renderEdit();
    const group = within(screen.getByRole('group', { name: 'प्रगति तथा खर्च' }));
    expect(group.getByLabelText('भौतिक प्रगति (%)')).toHaveValue('');
    expect(group.getByLabelText('विनियोजित बजेट (रु.)')).toHaveValue('');
    expect(group.getByLabelText('खर्च (रु.)')).toHaveValue('');
    expect(screen.queryByLabelText('सम्पन्न मिति')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('उपलब्धि')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/कारण/)).not.toBeInTheDocument();
  });

  test('an old event edited elsewhere sends none of the new fields, so nothing stored is lost', async () => {
    const user = userEvent.setup();
    const { spy } = renderEdit();
    await user.type(screen.getByLabelText('शीर्षक'), ' (संशोधित)');
    await save(user);

    const body = await sentBody(spy);
    expect(body).toMatchObject({ title: 'शिविर (संशोधित)', status: 'notDone' });
    for (const field of NEW_FIELDS) expect(body).not.toHaveProperty(field);
  });

  test('stored figures are shown grouped and kept when untouched', async () => {
    const user = userEvent.setup();
    const { spy } = renderEdit({ progress: 40, budget: 1_250_000, spent: 300_000 });
    expect(screen.getByLabelText('भौतिक प्रगति (%)')).toHaveValue('४०');
    expect(screen.getByLabelText('विनियोजित बजेट (रु.)')).toHaveValue('१२,५०,०००');
    expect(screen.getByLabelText('खर्च (रु.)')).toHaveValue('३,००,०००');
    await save(user);
    const body = await sentBody(spy);
    for (const field of NEW_FIELDS) expect(body).not.toHaveProperty(field);
  });

  test('sends the figures typed in either script as numbers; an emptied one as null', async () => {
    const user = userEvent.setup();
    const { spy } = renderEdit({ budget: 500_000 });
    await user.type(screen.getByLabelText('भौतिक प्रगति (%)'), '६५');
    await user.clear(screen.getByLabelText('विनियोजित बजेट (रु.)'));
    await user.type(screen.getByLabelText('खर्च (रु.)'), '125000');
    await user.tab();
    expect(screen.getByLabelText('खर्च (रु.)')).toHaveValue('१,२५,०००');
    await save(user);

    const body = await sentBody(spy);
    expect(body).toMatchObject({ progress: 65, budget: null, spent: 125_000 });
    expect(body).not.toHaveProperty('completed_date');
  });

  test('progress over 100 is refused in Nepali, under its field', async () => {
    const user = userEvent.setup();
    const { spy } = renderEdit();
    const progress = screen.getByLabelText('भौतिक प्रगति (%)');
    await user.type(progress, '१२०');
    await save(user);
    expect(
      await screen.findByText('भौतिक प्रगति ० देखि १०० सम्मको पूर्णाङ्कमा लेख्नुहोस्।'),
    ).toBeInTheDocument();
    expect(progress).toHaveAttribute('aria-invalid', 'true');
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('over budget', () => {
  test('is allowed, with a warning in words that names the excess', async () => {
    const user = userEvent.setup();
    const { spy } = renderEdit();
    const spent = screen.getByLabelText('खर्च (रु.)');
    await user.type(screen.getByLabelText('विनियोजित बजेट (रु.)'), '१०००००० ');
    await user.type(spent, '1200000');
    await user.tab();

    const warning = screen.getByText(/खर्च बजेटभन्दा रु\. २,००,००० ले बढी छ।/);
    expect(warning).toBeVisible();
    expect(spent.getAttribute('aria-describedby')).toContain(warning.id);

    await save(user);
    expect(await sentBody(spy)).toMatchObject({ budget: 1_000_000, spent: 1_200_000 });
  });

  test('no warning while spent is within the budget', async () => {
    const user = userEvent.setup();
    renderEdit({ budget: 1_000_000 });
    await user.type(screen.getByLabelText('खर्च (रु.)'), '९०००००');
    expect(screen.queryByText(/बजेटभन्दा/)).not.toBeInTheDocument();
  });
});

describe('done', () => {
  test('asks for the completion date (today in Nepal by default, AD beside) and the outcome; progress is 100', async () => {
    const user = userEvent.setup();
    const { spy } = renderEdit({ progress: 40 });
    await user.click(screen.getByRole('radio', { name: 'सम्पन्न भएको' }));

    const date = screen.getByLabelText('सम्पन्न मिति');
    expect(date).toHaveValue('२०८२-११-२६');
    expect(screen.getByText(/१० मार्च २०२६/)).toBeInTheDocument();
    expect(screen.queryByLabelText('भौतिक प्रगति (%)')).not.toBeInTheDocument();
    expect(screen.getByText('सम्पन्न भएकाले १००% मानिन्छ।')).toBeInTheDocument();

    await user.clear(date);
    await user.type(date, '2082-10-05{Enter}');
    await user.type(screen.getByLabelText('उपलब्धि'), '३०० विद्यार्थीको स्वास्थ्य परीक्षण');
    await save(user);

    const body = await sentBody(spy);
    expect(body).toMatchObject({
      status: 'done',
      completed_date: '2082-10-05',
      outcome: '३०० विद्यार्थीको स्वास्थ्य परीक्षण',
    });
    expect(body).not.toHaveProperty('progress');
    expect(body).not.toHaveProperty('status_reason');
  });

  test("after the update the event's status history is read again", async () => {
    const user = userEvent.setup();
    const { spy, queryClient } = renderEdit();
    expect(queryClient.getQueryState(statusHistoryKey(4))?.isInvalidated).toBe(false);
    await user.click(screen.getByRole('radio', { name: 'सम्पन्न भएको' }));
    await save(user);
    await sentBody(spy);
    await waitFor(() =>
      expect(queryClient.getQueryState(statusHistoryKey(4))?.isInvalidated).toBe(true),
    );
  });

  test('a stored completion date and outcome are shown as they are', () => {
    renderEdit({ status: 'done', completed_date: '2082-09-15', outcome: 'सम्पन्न भयो' });
    expect(screen.getByLabelText('सम्पन्न मिति')).toHaveValue('२०८२-०९-१५');
    expect(screen.getByLabelText('उपलब्धि')).toHaveValue('सम्पन्न भयो');
  });

  test('without a completion date it says so and sends nothing', async () => {
    const user = userEvent.setup();
    const { spy } = renderEdit({ status: 'done', completed_date: '2082-09-15' });
    const date = screen.getByLabelText('सम्पन्न मिति');
    await user.clear(date);
    await user.tab();
    await save(user);
    expect(await screen.findByText('सम्पन्न मिति छान्नुहोस्।')).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('postponed and canceled', () => {
  test('postponed asks for the reason, in Nepali, and says the date may be moved', async () => {
    const user = userEvent.setup();
    const { spy } = renderEdit();
    await user.click(screen.getByRole('radio', { name: 'हुने तर नभएको' }));
    expect(screen.getByText(/माथिको "मिति" यही आर्थिक वर्षभित्र सार्नुहोस्/)).toBeInTheDocument();
    expect(screen.queryByLabelText('सम्पन्न मिति')).not.toBeInTheDocument();

    await save(user);
    const reason = screen.getByLabelText('नहुनुको कारण');
    const message = await screen.findByText('नहुनुको कारण लेख्नुहोस्।');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason.getAttribute('aria-describedby')).toContain(message.id);
    expect(spy).not.toHaveBeenCalled();

    await user.type(reason, 'बजेट निकासा नभएकाले');
    await save(user);
    const body = await sentBody(spy);
    expect(body).toMatchObject({ status: 'postponed', status_reason: 'बजेट निकासा नभएकाले' });
    expect(body).not.toHaveProperty('completed_date');
  });

  test('canceled asks for its reason too', async () => {
    const user = userEvent.setup();
    const { spy } = renderEdit();
    await user.click(screen.getByRole('radio', { name: 'रद्द गरिएको' }));
    await save(user);
    expect(await screen.findByText('रद्द गर्नुको कारण लेख्नुहोस्।')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  test("the server's field sentences go under their fields", async () => {
    const user = userEvent.setup();
    const { event } = renderEdit({ status: 'canceled', status_reason: 'पुरानो कारण' });
    answerFetch(() =>
      json(
        {
          message: 'स्थगित वा रद्द गर्नुको कारण लेख्नुहोस्।',
          code: 'VALIDATION_FAILED',
          errors: {
            status_reason: ['स्थगित वा रद्द गर्नुको कारण लेख्नुहोस्।'],
            spent: ['खर्च (रु.) ० वा बढी हुनुपर्छ।'],
          },
        },
        422,
      ),
    );
    expect(event.status_reason).toBe('पुरानो कारण');
    await save(user);

    const reason = screen.getByLabelText('रद्द गर्नुको कारण');
    await waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'));
    expect(description(reason)).toContain('स्थगित वा रद्द गर्नुको कारण लेख्नुहोस्।');
    const spent = screen.getByLabelText('खर्च (रु.)');
    expect(spent).toHaveAttribute('aria-invalid', 'true');
    expect(description(spent)).toContain('खर्च (रु.) ० वा बढी हुनुपर्छ।');
  });
});

describe('in English', () => {
  test('the labels and the required reason read in English', async () => {
    const user = userEvent.setup();
    i18n.changeLanguage('en');
    renderEdit({ budget: 1_234_567 });
    expect(screen.getByLabelText('Budget (Rs.)')).toHaveValue('1,234,567');
    await user.click(screen.getByRole('radio', { name: 'Canceled' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Write why it was canceled.')).toBeInTheDocument();
  });
});
