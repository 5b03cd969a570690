import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import { makeEvent } from '../testing/builders';
import { answerFetch, FY_82, json, listEntry, renderEvents, requestUrl } from '../testing/render';

// The events list's Excel and CSV buttons export what the list shows: every match of its
// filters, not only the page on screen.
let saved: string[];
beforeEach(() => {
  saved = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:events');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});

const URL_WITH_FILTERS = `/dashboard/events?status=overdue&category_id=2&q=पानी&sort=desc&page=2`;
const SHOWN = { status: 'overdue', category_id: 2, q: 'पानी', sort: 'desc', page: 2 } as const;

test('Excel exports the list’s filters (no page) and saves under the server’s name', async () => {
  renderEvents(URL_WITH_FILTERS, { queries: [listEntry([makeEvent()], 11, SHOWN)] });
  const spy = answerFetch(
    () =>
      new Response(new Uint8Array([80, 75, 3, 4]), {
        headers: {
          'Content-Disposition': `attachment; filename="events-2082-83.xlsx"; filename*=UTF-8''%E0%A4%95%20events-2082-83.xlsx`,
        },
      }),
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Excel' }));
  await waitFor(() => expect(saved).toEqual(['क events-2082-83.xlsx']));
  expect(await screen.findByText('क events-2082-83.xlsx डाउनलोड भयो।')).toBeInTheDocument();
  const sent = new URL(requestUrl(spy.mock.calls[0]![0]), 'http://x');
  expect(sent.pathname).toBe('/api/events/export');
  expect(Object.fromEntries(sent.searchParams)).toEqual({
    fiscal_year_id: String(FY_82.id),
    status: 'overdue',
    category_id: '2',
    q: 'पानी',
    sort: 'desc',
    format: 'xlsx',
  });
});

test('a plain user may export too; a failed CSV says so in a toast', async () => {
  renderEvents('/dashboard/events', { role: 'user', queries: [listEntry([makeEvent()])] });
  answerFetch(() => json({ message: 'सर्भरमा समस्या आयो।', code: 'INTERNAL' }, 500));
  await userEvent.setup().click(screen.getByRole('button', { name: 'CSV' }));
  expect(await screen.findByText('फाइल डाउनलोड गर्न सकिएन। सर्भरमा समस्या आयो।')).toBeInTheDocument();
  expect(saved).toEqual([]);
});
