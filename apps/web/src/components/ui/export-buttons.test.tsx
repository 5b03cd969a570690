import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { setToken } from '@/lib/auth/token-storage';
import { toast } from '@/lib/toast';
import { ExportButtons } from './export-buttons';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const LABELS = {
  group: 'कार्ययोजना फाइलमा डाउनलोड गर्नुहोस्',
  excel: 'Excel',
  csv: 'CSV',
  downloading: 'फाइल तयार हुँदैछ…',
  downloaded: (name: string) => `${name} डाउनलोड भयो।`,
  failed: 'फाइल डाउनलोड गर्न सकिएन।',
};

let saved: string[];
beforeEach(() => {
  setToken('test-token');
  saved = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:export');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});
afterEach(() => vi.mocked(globalThis.fetch).mockReset());

function renderButtons() {
  return render(
    <ExportButtons
      path="/api/events/export"
      query={new URLSearchParams({ fiscal_year_id: '7', status: 'overdue' })}
      fallbackName="events"
      labels={LABELS}
    />,
  );
}

test('Excel: busy while the file comes, then saved under the server’s name', async () => {
  let answer!: (r: Response) => void;
  const pending = new Promise<Response>((resolve) => (answer = resolve));
  vi.mocked(globalThis.fetch).mockImplementation(() => pending);
  renderButtons();
  expect(screen.getByRole('group', { name: LABELS.group })).toBeVisible();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Excel' }));
  expect(screen.getByRole('button', { name: 'Excel' })).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('button', { name: 'CSV' })).toBeDisabled();
  expect(screen.getByText('फाइल तयार हुँदैछ…')).toBeVisible();
  const [url] = vi.mocked(globalThis.fetch).mock.calls[0]!;
  expect(url).toBe('/api/events/export?fiscal_year_id=7&status=overdue&format=xlsx');
  answer(
    new Response(new Uint8Array([80, 75, 3, 4]), {
      headers: {
        'Content-Disposition': `attachment; filename="events-2083-84.xlsx"; filename*=UTF-8''%E0%A4%95%20events-2083-84.xlsx`,
      },
    }),
  );
  await waitFor(() => expect(saved).toEqual(['क events-2083-84.xlsx']));
  expect(toast.success).toHaveBeenCalledWith('क events-2083-84.xlsx डाउनलोड भयो।');
  await waitFor(() => expect(screen.getByRole('button', { name: 'CSV' })).toBeEnabled());
  expect(screen.queryByText('फाइल तयार हुँदैछ…')).not.toBeInTheDocument();
});

test('CSV: asks for format=csv; a refusal is a toast with the server’s message', async () => {
  vi.mocked(globalThis.fetch).mockImplementation(
    async () =>
      new Response(JSON.stringify({ message: 'खोजिएको कुरा भेटिएन।', code: 'NOT_FOUND' }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  renderButtons();
  await userEvent.setup().click(screen.getByRole('button', { name: 'CSV' }));
  await waitFor(() =>
    expect(toast.error).toHaveBeenCalledWith('फाइल डाउनलोड गर्न सकिएन। खोजिएको कुरा भेटिएन।'),
  );
  const [url] = vi.mocked(globalThis.fetch).mock.calls[0]!;
  expect(url).toBe('/api/events/export?fiscal_year_id=7&status=overdue&format=csv');
  expect(saved).toEqual([]);
  expect(screen.getByRole('button', { name: 'Excel' })).toBeEnabled();
});
