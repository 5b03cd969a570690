import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { makeEvent } from '../testing/builders';
import { answerFetch, json, renderEvents, sentJson } from '../testing/render';

const ADD = '/dashboard/events/add';

async function pickDate(user: ReturnType<typeof userEvent.setup>, date: string) {
  const field = screen.getByLabelText('मिति');
  await user.clear(field);
  await user.type(field, `${date}{Enter}`);
}

describe('the list of dates of a new event', () => {
  test('takes a picked date at once, before the title is written, and only once', async () => {
    const user = userEvent.setup();
    renderEvents(ADD);
    // Issue 27: no second press of a button, no title first.
    expect(screen.queryByRole('button', { name: /मिति थप्नुहोस्/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('शीर्षक')).toHaveValue('');

    await pickDate(user, '2082-05-10');
    const chip = screen.getByRole('button', { name: 'हटाउनुहोस्: २०८२ भाद्र १०' });
    expect(chip).toBeInTheDocument();
    expect(screen.getByLabelText('मिति')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await pickDate(user, '2082-05-10');
    expect(screen.getByRole('alert')).toHaveTextContent('यो मिति पहिले नै सूचीमा छ।');
    expect(screen.getAllByRole('button', { name: /^हटाउनुहोस्: / })).toHaveLength(1);

    await user.click(chip);
    expect(screen.queryByRole('button', { name: /^हटाउनुहोस्: / })).not.toBeInTheDocument();
  });

  test('the format hint’s example is a day the field accepts', () => {
    renderEvents(ADD);
    // The chosen year is 2082/83 (2082-04-01 … 2083-03-32): its example lies inside it.
    const hint = screen.getByText(/^वर्ष-महिना-गते, जस्तै /);
    const example = hint.textContent.replace(/^वर्ष-महिना-गते, जस्तै /, '');
    const ascii = example.replace(/[०-९]/g, (d) => String('०१२३४५६७८९'.indexOf(d)));
    expect(ascii >= '2082-04-01' && ascii <= '2083-03-32', example).toBe(true);
  });

  test('a listed date outside a fiscal year chosen afterwards is refused on saving, with the message of docs/behaviour.md §7', async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.mocked(globalThis.fetch);
    renderEvents(ADD);
    await user.type(screen.getByLabelText('शीर्षक'), 'स्वास्थ्य शिविर');
    await user.type(screen.getByLabelText('विवरण'), 'निःशुल्क स्वास्थ्य परीक्षण');
    await pickDate(user, '2082-05-10');

    await user.selectOptions(screen.getByLabelText('आर्थिक वर्ष'), '२०८१/८२');
    await user.click(screen.getByRole('button', { name: 'सेभ गर्नुहोस्' }));

    expect(
      (await screen.findAllByText(/The input date 2082-05-10 does not lie in fiscal Year 2081\/82/))
        .length,
    ).toBeGreaterThan(0);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('saving', () => {
  test("without any date says 'Please select a date' and sends nothing", async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.mocked(globalThis.fetch);
    renderEvents(ADD);

    await user.type(screen.getByLabelText('शीर्षक'), 'स्वास्थ्य शिविर');
    await user.type(screen.getByLabelText('विवरण'), 'निःशुल्क स्वास्थ्य परीक्षण');
    await user.click(screen.getByRole('button', { name: 'सेभ गर्नुहोस्' }));

    expect(await screen.findAllByText('Please select a date')).toHaveLength(2);
    expect(screen.getByLabelText('मिति')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  test('asks for the title and the description', async () => {
    const user = userEvent.setup();
    renderEvents(ADD);
    await user.click(screen.getByRole('button', { name: 'सेभ गर्नुहोस्' }));
    expect(await screen.findByText('शीर्षक लेख्नुहोस्।')).toBeInTheDocument();
    expect(screen.getByText('विवरण लेख्नुहोस्।')).toBeInTheDocument();
  });

  test('creates one event per listed date with its tasks, then goes to the list', async () => {
    const user = userEvent.setup();
    const { router } = renderEvents(ADD);
    const spy = answerFetch(() => json({ message: '२ कार्ययोजना थपियो।', data: [] }));

    await user.type(screen.getByLabelText('शीर्षक'), 'स्वास्थ्य शिविर');
    await user.type(screen.getByLabelText('विवरण'), 'निःशुल्क स्वास्थ्य परीक्षण');
    await pickDate(user, '2082-06-01');
    await pickDate(user, '2082-05-10');
    await user.type(screen.getByLabelText('जिम्मेवार व्यक्ति / शाखा'), 'स्वास्थ्य शाखा');
    await user.click(screen.getByRole('checkbox', { name: 'सामाजिक विकास' }));
    await user.type(screen.getByLabelText('कार्यको नाम'), 'औषधि खरिद{Enter}');
    await user.click(screen.getByRole('button', { name: 'सेभ गर्नुहोस्' }));

    expect(await screen.findByText('२ कार्ययोजना थपियो।')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/events');
    const [url, init] = spy.mock.calls[0]!;
    expect(url).toBe('/api/events');
    expect(sentJson(init)).toEqual({
      fiscal_year_id: 82,
      title: 'स्वास्थ्य शिविर',
      content: 'निःशुल्क स्वास्थ्य परीक्षण',
      multi_dates: ['2082-05-10', '2082-06-01'],
      time: '10:00',
      assignTo: 'स्वास्थ्य शाखा',
      categories: [2],
      // Issue 28: the whole municipality, no branch, unless chosen.
      wards: [],
      branch_id: null,
      tasks: ['औषधि खरिद'],
    });
  });
});

describe('status', () => {
  test('is not asked when creating', () => {
    renderEvents(ADD);
    expect(screen.queryByRole('group', { name: 'स्थिति' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  test('is chosen when editing, with the event prefilled; the update sends it', async () => {
    const user = userEvent.setup();
    const event = makeEvent({
      id: 4,
      title: 'शिविर',
      time: '13:30',
      categories: [{ id: 1, name: 'आर्थिक विकास' }],
    });
    renderEvents('/dashboard/events/add/4', { events: [event] });
    const spy = answerFetch(() => json({ message: 'कार्ययोजना अपडेट भयो।', data: event }));

    expect(screen.getByLabelText('शीर्षक')).toHaveValue('शिविर');
    expect(screen.getByLabelText('मिति')).toHaveValue('२०८२-०५-१०');
    expect(screen.getByRole('checkbox', { name: 'आर्थिक विकास' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'सम्पन्न नभएको' })).toBeChecked();
    expect(screen.queryByRole('list', { name: /छानिएका मितिहरू/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('कार्यको नाम')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'सम्पन्न भएको' }));
    await user.click(screen.getByRole('button', { name: 'अपडेट गर्नुहोस्' }));

    expect(await screen.findByText('कार्ययोजना अपडेट भयो।')).toBeInTheDocument();
    const [url, init] = spy.mock.calls[0]!;
    expect(url).toBe('/api/events/4');
    expect(init?.method).toBe('PUT');
    expect(sentJson(init)).toMatchObject({
      date: '2082-05-10',
      time: '13:30',
      status: 'done',
      categories: [1],
    });
  });
});
