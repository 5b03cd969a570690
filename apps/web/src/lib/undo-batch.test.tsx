import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, expect, test, vi } from 'vitest';
import { setToken } from '@/lib/auth/token-storage';
import { testQueryClient } from '@/testing/test-utils';
import { toastWithUndo } from './undo-batch';

afterEach(() => vi.mocked(globalThis.fetch).mockReset());
// sonner captures the pointer on a toast (to swipe it away); jsdom has no pointer capture.
if (!('setPointerCapture' in Element.prototype)) {
  Object.defineProperty(Element.prototype, 'setPointerCapture', { value: () => undefined });
}

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

test('the toast after a bulk operation offers Undo; edited events kept can be moved too', async () => {
  const user = userEvent.setup();
  const queryClient = testQueryClient();
  setToken('test-token');
  render(
    <QueryClientProvider client={queryClient}>
      <Toaster />
    </QueryClientProvider>,
  );
  const sent: { url: string; body: unknown }[] = [];
  vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
    sent.push({
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      body: JSON.parse(typeof init?.body === 'string' ? init.body : 'null') as unknown,
    });
    return sent.length === 1
      ? answer({
          message: '१ वटा कार्यक्रम रद्दीटोकरीमा सारियो; पछि सम्पादन गरिएका १ वटा राखिए।',
          data: { trashed: 1, kept: [{ id: 9, title: 'सम्पादित', date: '2083-08-15' }] },
        })
      : answer({ message: '१ वटा कार्यक्रम रद्दीटोकरीमा सारियो।', data: { trashed: 1, kept: [] } });
  });

  toastWithUndo('२ वटा कार्यक्रम प्रतिलिपि भयो।', 'batch-1', queryClient);
  expect(await screen.findByText('२ वटा कार्यक्रम प्रतिलिपि भयो।')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'फिर्ता लिनुहोस्' }));
  expect(
    await screen.findByText('१ वटा कार्यक्रम रद्दीटोकरीमा सारियो; पछि सम्पादन गरिएका १ वटा राखिए।'),
  ).toBeVisible();
  expect(sent[0]).toEqual({ url: '/api/batches/batch-1/undo', body: { include_edited: false } });

  await user.click(screen.getByRole('button', { name: 'सम्पादित १ पनि हटाउनुहोस्' }));
  expect(await screen.findByText('१ वटा कार्यक्रम रद्दीटोकरीमा सारियो।')).toBeVisible();
  expect(sent[1]).toEqual({ url: '/api/batches/batch-1/undo', body: { include_edited: true } });
});

test('a batch-less result (a municipalities import) gets a plain toast', async () => {
  render(<Toaster />);
  toastWithUndo('३ वटा पालिका आयात भयो।', undefined, testQueryClient());
  const shown = await screen.findByText('३ वटा पालिका आयात भयो।');
  const toastElement = shown.closest('[data-sonner-toast]');
  expect(toastElement).not.toBeNull();
  expect(
    within(toastElement as HTMLElement).queryByRole('button', { name: 'फिर्ता लिनुहोस्' }),
  ).not.toBeInTheDocument();
});

test("offline, the toast's Undo waits and says why, and works once online again", async () => {
  const user = userEvent.setup();
  const queryClient = testQueryClient();
  setToken('test-token');
  const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  render(
    <QueryClientProvider client={queryClient}>
      <Toaster />
    </QueryClientProvider>,
  );
  vi.mocked(globalThis.fetch).mockResolvedValue(
    answer({ message: '२ वटा कार्यक्रम रद्दीटोकरीमा सारियो।', data: { trashed: 2, kept: [] } }),
  );
  toastWithUndo('२ वटा कार्यक्रम प्रतिलिपि भयो।', 'batch-2', queryClient);
  const undo = await screen.findByRole('button', { name: 'फिर्ता लिनुहोस्' });
  expect(undo).toBeDisabled();
  expect(undo).toHaveAttribute('title', expect.stringContaining('इन्टरनेट चाहिन्छ'));

  online.mockReturnValue(true);
  act(() => void window.dispatchEvent(new Event('online')));
  expect(undo).toBeEnabled();
  await user.click(undo);
  expect(await screen.findByText('२ वटा कार्यक्रम रद्दीटोकरीमा सारियो।')).toBeVisible();
  online.mockRestore();
});
