import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { makeEvent, makeTask } from '../testing/builders';
import { FakeXhr } from '@/testing/fake-xhr';
import { answerFetch, json, renderEvents } from '../testing/render';
import { pageRequests } from '@/testing/page-requests';

const withProof = makeTask({
  id: 11,
  event_id: 3,
  name: 'उपभोक्ता समिति गठन',
  documents: 'https://files.example/signed/abc?sig=1',
  document: { name: 'minute.pdf', size: 1200, mime: 'application/pdf' },
});
const withoutProof = makeTask({ id: 12, event_id: 3, name: 'सम्झौता पत्र तयारी' });
const event = makeEvent({ id: 3, title: 'वडा योजना सम्झौता', tasks: [withProof, withoutProof] });
const VIEW = '/dashboard/events/3/view';

/** The server after a write: the event read again, its (unchanged) status history and log. */
function eventOrHistory(url: string) {
  if (url.startsWith('/api/activity'))
    return json({ data: [], meta: { total: 0, page: 1, per_page: 100 } });
  return url.endsWith('/status-history') ? json({ data: [] }) : json({ data: event });
}

beforeEach(() => {
  FakeXhr.instances = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a plain user', () => {
  test('reads the event and its tasks, and may only handle the proof documents', () => {
    renderEvents(VIEW, { role: 'user', events: [event] });

    expect(screen.getByRole('heading', { level: 1, name: 'वडा योजना सम्झौता' })).toBeInTheDocument();
    expect(within(screen.getByRole('article')).getByText('सम्पन्न नभएको')).toBeInTheDocument();
    expect(screen.getByText('जिम्मेवार व्यक्ति / शाखा :')).toBeInTheDocument();
    expect(screen.getByText('स्वास्थ्य शाखा')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'कार्यहरू' })).toBeInTheDocument();

    expect(screen.queryByRole('link', { name: /सम्पादन/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /मेटाउनुहोस्/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /कार्य थप्नुहोस्/ })).not.toBeInTheDocument();

    const proof = screen.getByRole('link', { name: /हेर्नुहोस्: minute.pdf/ });
    expect(proof).toHaveAttribute('href', withProof.documents);
    expect(proof).toHaveAttribute('target', '_blank');
    expect(proof.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('img', { name: 'प्रमाण कागजात छ' })).toHaveClass('text-green-700');
    expect(
      screen.getByRole('button', { name: 'फाइल हटाउनुहोस्: उपभोक्ता समिति गठन' }),
    ).toBeInTheDocument();

    const upload = screen.getByLabelText('प्रमाण कागजात: सम्झौता पत्र तयारी');
    expect(upload).toHaveAttribute('type', 'file');
    expect(upload.getAttribute('accept')).toContain('.pdf');
  });

  test('uploads a proof with a progress bar from 0 to 100, then a note while the server works', async () => {
    const user = userEvent.setup();
    renderEvents(VIEW, { role: 'user', events: [event] });
    const file = new File(['%PDF-1.4'], 'sambhauta.pdf', { type: 'application/pdf' });

    await user.upload(screen.getByLabelText('प्रमाण कागजात: सम्झौता पत्र तयारी'), file);
    await user.click(screen.getByRole('button', { name: 'अपलोड गर्नुहोस्' }));

    const bar = screen.getByRole('progressbar', { name: 'अपलोड प्रगति' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    const xhr = FakeXhr.last;
    expect(xhr.url).toBe('/api/tasks/12');
    expect(xhr.body?.get('_method')).toBe('PUT');
    expect(xhr.body?.get('documents')).toBe(file);
    expect(xhr.body?.has('name')).toBe(false); // a plain user may not rename

    xhr.progress(40, 100);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.getByText('अपलोड हुँदैछ…')).toBeInTheDocument();

    xhr.sent();
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    expect(screen.getByText('फाइल पुग्यो; सर्भरमा जाँच र सुरक्षित हुँदैछ…')).toBeInTheDocument();

    answerFetch(eventOrHistory);
    xhr.respond(200, { message: 'कागजात अपलोड भयो।', task: withoutProof });
    expect(await screen.findByText('कागजात अपलोड भयो।')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  test('the upload asks for a file first', async () => {
    const user = userEvent.setup();
    renderEvents(VIEW, { role: 'user', events: [event] });
    await user.click(screen.getByRole('button', { name: 'अपलोड गर्नुहोस्' }));
    expect(screen.getByRole('alert')).toHaveTextContent('पहिले फाइल छान्नुहोस्।');
    expect(FakeXhr.instances).toHaveLength(0);
  });

  test('removing a proof asks first', async () => {
    const user = userEvent.setup();
    renderEvents(VIEW, { role: 'user', events: [event] });
    const spy = answerFetch((url) =>
      url.startsWith('/api/tasks/delete-file')
        ? json({ message: 'फाइल हटाइयो।', task: withProof })
        : eventOrHistory(url),
    );

    await user.click(screen.getByRole('button', { name: 'फाइल हटाउनुहोस्: उपभोक्ता समिति गठन' }));
    expect(pageRequests(spy)).toHaveLength(0);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'मेटाउनुहोस्' }));

    expect(await screen.findByText('फाइल हटाइयो।')).toBeInTheDocument();
    expect(pageRequests(spy)[0]?.[0]).toBe('/api/tasks/delete-file/11');
    expect(pageRequests(spy)[0]?.[1]?.method).toBe('DELETE');
  });
});

describe('an admin', () => {
  test('also edits and deletes the event and its tasks', () => {
    renderEvents(VIEW, { events: [event] });
    expect(screen.getByRole('link', { name: 'सम्पादन' })).toHaveAttribute(
      'href',
      '/dashboard/events/add/3',
    );
    expect(screen.getByRole('button', { name: 'मेटाउनुहोस्' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सम्पादन: सम्झौता पत्र तयारी' })).toHaveAttribute(
      'href',
      '/dashboard/events/3/view/add/12',
    );
    expect(screen.getByRole('button', { name: 'मेटाउनुहोस्: सम्झौता पत्र तयारी' })).toBeInTheDocument();
  });

  test('adds a task in the form over the event, with its name required', async () => {
    const user = userEvent.setup();
    const { router } = renderEvents(VIEW, { events: [event] });

    await user.click(screen.getByRole('link', { name: 'कार्य थप्नुहोस्' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'नयाँ कार्य' }));
    expect(router.state.location.pathname).toBe('/dashboard/events/3/view/add/new');

    await user.click(dialog.getByRole('button', { name: 'सेभ गर्नुहोस्' }));
    expect(await dialog.findByText('कार्यको नाम लेख्नुहोस्।')).toBeInTheDocument();
    expect(FakeXhr.instances).toHaveLength(0);

    await user.type(dialog.getByLabelText('कार्यको नाम'), 'अनुगमन');
    await user.click(dialog.getByRole('button', { name: 'सेभ गर्नुहोस्' }));
    const xhr = FakeXhr.last;
    expect(xhr.url).toBe('/api/tasks');
    expect(Object.fromEntries(xhr.body!)).toEqual({ event_id: '3', name: 'अनुगमन' });

    answerFetch(eventOrHistory);
    xhr.respond(200, { message: 'कार्य थपियो।', task: makeTask({ id: 13, event_id: 3 }) });
    expect(await screen.findByText('कार्य थपियो।')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(VIEW);
  });
});
