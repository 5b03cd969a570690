import type { Category } from '@karyayojana/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { queryKeys } from '@/lib/queries/query-keys';
import { toast } from '@/lib/toast';
import { testQueryClient } from '@/testing/test-utils';
import { CalendarFeed, feedUrlWithFilters } from './calendar-feed';
import { jsonAnswer } from '@/testing/json-answer';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const FIRST = 'https://karyayojana.example.np/ical/aaaa1111bbbb2222.ics';
const SECOND = 'https://karyayojana.example.np/ical/cccc3333dddd4444.ics';

const categories = [
  { id: 7, name: 'पूर्वाधार' },
  { id: 9, name: 'शिक्षा' },
] as unknown as Category[];

const json = jsonAnswer;

interface Server {
  feed: () => Promise<Response>;
  rotate?: () => Promise<Response>;
}

function fakeServer(server: Server) {
  vi.mocked(globalThis.fetch).mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const method = init?.method ?? 'GET';
    if (url === '/api/calendar-feed' && method === 'GET') return server.feed();
    if (url === '/api/calendar-feed/rotate' && method === 'POST' && server.rotate)
      return server.rotate();
    return Promise.reject(new TypeError(`unexpected ${method} ${url}`));
  });
}

function renderFeed() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.categories.list, categories);
  render(
    <QueryClientProvider client={queryClient}>
      <CalendarFeed />
    </QueryClientProvider>,
  );
  return queryClient;
}

function urlField() {
  return screen.getByLabelText<HTMLTextAreaElement>('क्यालेन्डरको लिङ्क');
}

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

afterEach(() => vi.mocked(globalThis.fetch).mockReset());

describe('calendar subscription', () => {
  test('shows the personal link, read-only, with the instructions and the warning', async () => {
    fakeServer({ feed: () => json({ data: { url: FIRST } }) });
    renderFeed();
    const section = screen.getByRole('region', { name: 'क्यालेन्डरमा कार्ययोजना' });
    await waitFor(() => expect(urlField()).toHaveValue(FIRST));
    expect(urlField()).toHaveAttribute('readonly');
    expect(section).toHaveTextContent('लिङ्क भएको जो कोहीले पनि कार्ययोजना पढ्न सक्छ।');
    expect(within(section).getByText('Google Calendar (कम्प्युटरमा)')).toBeVisible();
    expect(section).toHaveTextContent('"Other calendars" को छेउको +');
    expect(section).toHaveTextContent('"Subscribe from web"');
    expect(section).toHaveTextContent('"Add Subscribed Calendar"');
  });

  test('Copy puts the link on the clipboard and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    fakeServer({ feed: () => json({ data: { url: FIRST } }) });
    renderFeed();
    await user.click(await screen.findByRole('button', { name: 'कपी गर्नुहोस्' }));
    expect(writeText).toHaveBeenCalledWith(FIRST);
    await expect(navigator.clipboard.readText()).resolves.toBe(FIRST);
    expect(toast.success).toHaveBeenCalledWith('लिङ्क कपी भयो।');
  });

  test('a refused clipboard selects the link and says how to copy it', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    fakeServer({ feed: () => json({ data: { url: FIRST } }) });
    renderFeed();
    await user.click(await screen.findByRole('button', { name: 'कपी गर्नुहोस्' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    const field = urlField();
    expect(field).toHaveFocus();
    expect(field.selectionStart).toBe(0);
    expect(field.selectionEnd).toBe(FIRST.length);
  });

  test('the filters change the link’s query string, and Copy copies that link', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    fakeServer({ feed: () => json({ data: { url: FIRST } }) });
    renderFeed();
    await waitFor(() => expect(urlField()).toHaveValue(FIRST));
    await user.selectOptions(screen.getByLabelText('स्थिति'), 'हुने तर नभएको');
    expect(urlField()).toHaveValue(`${FIRST}?status=postponed`);
    await user.selectOptions(screen.getByLabelText('वर्ग'), 'शिक्षा');
    expect(urlField()).toHaveValue(`${FIRST}?category_id=9&status=postponed`);
    await user.click(screen.getByRole('button', { name: 'कपी गर्नुहोस्' }));
    expect(writeText).toHaveBeenCalledWith(`${FIRST}?category_id=9&status=postponed`);
    await user.selectOptions(screen.getByLabelText('स्थिति'), 'सबै स्थिति');
    await user.selectOptions(screen.getByLabelText('वर्ग'), 'सबै वर्ग');
    expect(urlField()).toHaveValue(FIRST);
  });

  test('a new link is asked for first; confirmed, it is POSTed and shown', async () => {
    const user = userEvent.setup();
    const rotate = vi.fn(() => json({ message: 'नयाँ लिङ्क बन्यो।', data: { url: SECOND } }));
    fakeServer({ feed: () => json({ data: { url: FIRST } }), rotate });
    renderFeed();
    await waitFor(() => expect(urlField()).toHaveValue(FIRST));

    // Cancel: nothing is sent.
    await user.click(screen.getByRole('button', { name: 'नयाँ लिङ्क लिनुहोस्' }));
    let dialog = screen.getByRole('dialog', { name: 'नयाँ लिङ्क लिने हो?' });
    expect(dialog).toHaveAccessibleDescription(/पुरानो लिङ्कले तुरुन्तै काम गर्न छोड्छ/);
    await user.click(within(dialog).getByRole('button', { name: 'रद्द गर्नुहोस्' }));
    expect(rotate).not.toHaveBeenCalled();
    expect(urlField()).toHaveValue(FIRST);

    await user.click(screen.getByRole('button', { name: 'नयाँ लिङ्क लिनुहोस्' }));
    dialog = screen.getByRole('dialog', { name: 'नयाँ लिङ्क लिने हो?' });
    await user.click(within(dialog).getByRole('button', { name: 'हो, नयाँ लिङ्क लिनुहोस्' }));
    await waitFor(() => expect(urlField()).toHaveValue(SECOND));
    expect(rotate).toHaveBeenCalledTimes(1);
    const post = vi
      .mocked(globalThis.fetch)
      .mock.calls.find(([url]) => url === '/api/calendar-feed/rotate');
    expect(post?.[1]).toMatchObject({ method: 'POST', body: '{}' });
    expect(toast.success).toHaveBeenCalledWith('नयाँ लिङ्क बन्यो।');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('a failed load shows the error with Retry, which loads the link', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeServer({
      feed: () =>
        fail ? json({ message: 'सर्भरमा समस्या भयो।' }, 500) : json({ data: { url: FIRST } }),
    });
    renderFeed();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('क्यालेन्डरको लिङ्क ल्याउन सकिएन।');
    expect(alert).toHaveTextContent('सर्भरमा समस्या भयो।');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'फेरि प्रयास गर्नुहोस्' }));
    await waitFor(() => expect(urlField()).toHaveValue(FIRST));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('feedUrlWithFilters', () => {
  test('no filter leaves the address as it is; each filter is one parameter', () => {
    expect(feedUrlWithFilters(FIRST, { status: '', categoryId: '' })).toBe(FIRST);
    expect(feedUrlWithFilters(FIRST, { status: 'done', categoryId: '' })).toBe(
      `${FIRST}?status=done`,
    );
    expect(feedUrlWithFilters(FIRST, { status: '', categoryId: '7' })).toBe(
      `${FIRST}?category_id=7`,
    );
  });
});
