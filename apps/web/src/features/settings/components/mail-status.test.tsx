import type { MailJob, MailStatusResponse } from '@karyayojana/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { testQueryClient } from '@/testing/test-utils';
import { MailStatusPanel } from './mail-status';
import { jsonAnswer } from '@/testing/json-answer';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

type Status = MailStatusResponse['data'];

function job(overrides: Partial<MailJob> = {}): MailJob {
  return {
    id: 1,
    kind: 'digest',
    to: 'sita@dhulikhel.gov.np',
    subject: 'कार्ययोजना: यो हप्ता',
    status: 'sent',
    attempts: 1,
    // 06:00 UTC is 11:45 in Kathmandu: 2083 Mangsir 5.
    run_at: '2026-11-21T06:00:00.000Z',
    sent_at: '2026-11-21T06:00:00.000Z',
    last_error: null,
    ...overrides,
  };
}

const problem = job({
  id: 7,
  kind: 'reminder',
  to: 'ram@banepa.gov.np',
  subject: 'सम्झना: वडा भेला',
  status: 'pending',
  attempts: 3,
  run_at: '2026-11-21T06:00:00.000Z',
  sent_at: null,
  last_error: '550 5.1.1 mailbox unavailable',
});

const ON: Status = {
  enabled: true,
  from: 'कार्ययोजना <noreply@example.gov.np>',
  public_url: 'https://karyayojana.example.gov.np',
  queue: { pending: 4, retrying: 2, failed: 1, sent_last_day: 12 },
  problems: [problem],
  recent: [job()],
};

const json = jsonAnswer;

interface Server {
  status: () => Promise<Response>;
  test?: (body: unknown) => Promise<Response>;
}

function fakeServer(server: Server) {
  vi.mocked(globalThis.fetch).mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const method = init?.method ?? 'GET';
    if (url === '/api/mail/status' && method === 'GET') return server.status();
    if (url === '/api/mail/test' && method === 'POST' && server.test)
      return server.test(JSON.parse(init?.body as string));
    return Promise.reject(new TypeError(`unexpected ${method} ${url}`));
  });
}

function renderPanel() {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MailStatusPanel userEmail="admin@karyayojana.np" />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

afterEach(() => vi.mocked(globalThis.fetch).mockReset());

describe('the email service (Super-Admin)', () => {
  test('shows that mail is on, the addresses, the counts and a problem row', async () => {
    fakeServer({ status: () => json({ data: ON }) });
    renderPanel();
    expect(await screen.findByText('इमेल चालु छ')).toBeVisible();
    expect(screen.getByText('कार्ययोजना <noreply@example.gov.np>')).toBeVisible();
    expect(screen.getByText('https://karyayojana.example.gov.np')).toBeVisible();
    const queue = screen.getByRole('region', { name: 'इमेलको लाइन' });
    const count = (label: string) => within(queue).getByText(label).nextElementSibling;
    expect(count('पठाउन बाँकी')).toHaveTextContent('४');
    expect(count('फेरि प्रयास हुने')).toHaveTextContent('२');
    expect(count('असफल')).toHaveTextContent('१');
    expect(count('पछिल्लो २४ घण्टामा पठाइएको')).toHaveTextContent('१२');

    const problems = screen.getByRole('table', { name: 'समस्याहरू' });
    const rows = within(problems).getAllByRole('row');
    expect(rows).toHaveLength(2);
    const cells = within(rows[1] as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'सम्झनाबाँकी',
      'ram@banepa.gov.np',
      'सम्झना: वडा भेला',
      '३',
      '२०८३ मंसिर ५ ११:४५(२१ नोभेम्बर २०२६)',
      '550 5.1.1 mailbox unavailable',
    ]);
    const recent = screen.getByRole('table', { name: 'पछिल्ला इमेलहरू' });
    expect(within(recent).getByText('कार्ययोजना: यो हप्ता')).toBeVisible();
    expect(within(recent).getByText('साप्ताहिक सारांश')).toBeVisible();
    expect(within(recent).getByText('पठाइयो')).toBeVisible();
    expect(screen.queryByText('SMTP_URL')).not.toBeInTheDocument();
  });

  test('mail off: which variables the operator sets; no problems is said so', async () => {
    fakeServer({
      status: () =>
        json({
          data: {
            ...ON,
            enabled: false,
            from: null,
            public_url: null,
            queue: { pending: 0, retrying: 0, failed: 0, sent_last_day: 0 },
            problems: [],
            recent: [],
          },
        }),
    });
    renderPanel();
    expect(await screen.findByText('इमेल बन्द छ')).toBeVisible();
    for (const name of ['SMTP_URL', 'MAIL_FROM', 'PUBLIC_URL'])
      expect(screen.getByText(name)).toBeVisible();
    expect(screen.getAllByText('राखिएको छैन')).toHaveLength(2);
    expect(screen.getByText('कुनै समस्या छैन')).toBeVisible();
    expect(screen.getByText('अहिलेसम्म कुनै इमेल छैन')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  test('a test mail goes to the signed-in user by default; the queue is read again', async () => {
    const user = userEvent.setup();
    const status = vi.fn(() => json({ data: ON }));
    const send = vi.fn(() => json({ message: 'परीक्षण इमेल लाइनमा राखियो।' }));
    fakeServer({ status, test: send });
    renderPanel();
    const to = await screen.findByLabelText('प्रापकको इमेल');
    expect(to).toHaveValue('admin@karyayojana.np');
    await waitFor(() => expect(status).toHaveBeenCalledTimes(1));

    await user.click(screen.getByRole('button', { name: 'परीक्षण इमेल पठाउनुहोस्' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('परीक्षण इमेल लाइनमा राखियो।'));
    expect(send).toHaveBeenCalledWith({ email: 'admin@karyayojana.np' });
    expect(
      within(screen.getByRole('region', { name: 'परीक्षण इमेल' })).getByRole('status'),
    ).toHaveTextContent('परीक्षण इमेल लाइनमा राखियो।');
    await waitFor(() => expect(status).toHaveBeenCalledTimes(2));

    await user.clear(to);
    await user.type(to, 'ram@banepa.gov.np');
    await user.click(screen.getByRole('button', { name: 'परीक्षण इमेल पठाउनुहोस्' }));
    await waitFor(() => expect(send).toHaveBeenLastCalledWith({ email: 'ram@banepa.gov.np' }));
  });

  test('mail off (409): the server says why, in a toast', async () => {
    const user = userEvent.setup();
    fakeServer({
      status: () => json({ data: { ...ON, enabled: false } }),
      test: () => json({ message: 'इमेल बन्द छ।', code: 'CONFLICT' }, 409),
    });
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'परीक्षण इमेल पठाउनुहोस्' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('इमेल बन्द छ।'));
    expect(toast.success).not.toHaveBeenCalled();
  });

  test('Refresh reads the status again', async () => {
    const user = userEvent.setup();
    const status = vi.fn(() => json({ data: ON }));
    fakeServer({ status });
    renderPanel();
    await screen.findByText('इमेल चालु छ');
    await user.click(screen.getByRole('button', { name: 'ताजा गर्नुहोस्' }));
    await waitFor(() => expect(status).toHaveBeenCalledTimes(2));
  });
});
