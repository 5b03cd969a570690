import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { OfflineReason } from '@/lib/offline-reason';
import { OfflineBanner } from './offline';

afterEach(() => vi.unstubAllGlobals());

test('offline, submit and delete buttons are disabled and point to the sentence that says why', () => {
  render(
    <OfflineReason.Provider value="सेभ गर्न इन्टरनेट चाहिन्छ।">
      <p id="offline-reason">सेभ गर्न इन्टरनेट चाहिन्छ।</p>
      <form>
        <Button type="submit">सेभ गर्नुहोस्</Button>
        <Button variant="danger">हटाउनुहोस्</Button>
        <Button write>अपलोड गर्नुहोस्</Button>
        <Button>रद्द गर्नुहोस्</Button>
      </form>
    </OfflineReason.Provider>,
  );
  const save = screen.getByRole('button', { name: 'सेभ गर्नुहोस्' });
  expect(save).toBeDisabled();
  expect(save).toHaveAccessibleDescription('सेभ गर्न इन्टरनेट चाहिन्छ।');
  // A delete's confirmation is a write too.
  expect(screen.getByRole('button', { name: 'हटाउनुहोस्' })).toBeDisabled();
  // So are an upload, a copy, an undo and an import (`write`).
  const upload = screen.getByRole('button', { name: 'अपलोड गर्नुहोस्' });
  expect(upload).toBeDisabled();
  expect(upload).toHaveAccessibleDescription('सेभ गर्न इन्टरनेट चाहिन्छ।');
  // Not a write: still usable.
  expect(screen.getByRole('button', { name: 'रद्द गर्नुहोस्' })).toBeEnabled();
});

test('online, submit buttons are as before', () => {
  render(
    <OfflineReason.Provider value={null}>
      <Button type="submit">सेभ गर्नुहोस्</Button>
    </OfflineReason.Provider>,
  );
  expect(screen.getByRole('button', { name: 'सेभ गर्नुहोस्' })).toBeEnabled();
});

test('the banner: nothing online, "no connection" offline, with the date of what is shown', async () => {
  const { rerender } = render(<OfflineBanner online />);
  expect(screen.queryByRole('status')).toBeNull();
  // What the worker's cache holds: answers of 25 and 26 November (Nepal 11:15 on the 26th).
  const stored = new Map([
    ['/api/events', new Response('{}', { headers: { date: 'Wed, 25 Nov 2026 06:00:00 GMT' } })],
    ['/api/user', new Response('{}', { headers: { date: 'Thu, 26 Nov 2026 05:30:00 GMT' } })],
  ]);
  vi.stubGlobal('caches', {
    open: () =>
      Promise.resolve({
        keys: () => Promise.resolve([...stored.keys()].map((url) => new Request(`http://x${url}`))),
        match: (request: Request) =>
          Promise.resolve(stored.get(new URL(request.url).pathname)?.clone()),
      }),
  });
  await act(async () => {
    rerender(<OfflineBanner online={false} />);
    await Promise.resolve();
  });
  const banner = await screen.findByRole('status');
  expect(banner).toHaveTextContent('इन्टरनेट जडान छैन।');
  expect(await screen.findByText(/२०८३ मंसिर १०, ११:१५ सम्मका हुन्/)).toBeInTheDocument();
  expect(banner).toHaveTextContent('परिवर्तन सेभ गर्न इन्टरनेट चाहिन्छ');
});
