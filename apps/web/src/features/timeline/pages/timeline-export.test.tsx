import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import { makeEvent, makeFiscalYear } from '../testing/make-event';
import { renderTimeline } from '../testing/render-timeline';

// The timeline's Excel and CSV buttons export the plan on screen: its year and filters.
const fy83 = makeFiscalYear({ id: 2, year: '2083/84', status: 1 });
const event = makeEvent({ id: 1, title: 'वडा भेला', date: '2083-08-01', fiscalYear: fy83 });

let saved: string[];
beforeEach(() => {
  saved = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:timeline');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  Element.prototype.scrollIntoView = vi.fn();
});

test('CSV exports the year and the filters in the URL, with the token', async () => {
  renderTimeline({
    url: '/home?status=postponed&category_id=3&q=भेला',
    fiscalYears: [fy83],
    events: [
      {
        params: { fiscal_year_id: 2, status: 'postponed', category_id: 3, q: 'भेला' },
        data: [event],
      },
    ],
  });
  const fetchSpy = vi.mocked(globalThis.fetch).mockImplementation(
    async () =>
      new Response('\uFEFFक्र.सं.\r\n', {
        headers: { 'Content-Disposition': 'attachment; filename="events-2083-84.csv"' },
      }),
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'CSV' }));
  await waitFor(() => expect(saved).toEqual(['events-2083-84.csv']));
  const [url, init] = fetchSpy.mock.calls[0]!;
  const sent = new URL(url as string, 'http://x');
  expect(sent.pathname).toBe('/api/events/export');
  expect(Object.fromEntries(sent.searchParams)).toEqual({
    fiscal_year_id: '2',
    status: 'postponed',
    category_id: '3',
    q: 'भेला',
    sort: 'asc',
    format: 'csv',
  });
  expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer test-token');
  expect(
    screen.getByRole('group', { name: 'समयरेखाका कार्यक्रम फाइलमा डाउनलोड गर्नुहोस्' }),
  ).toBeVisible();
});

test('Excel asks for the workbook of the shown year', async () => {
  renderTimeline({
    fiscalYears: [fy83],
    events: [{ params: { fiscal_year_id: 2 }, data: [event] }],
  });
  const fetchSpy = vi
    .mocked(globalThis.fetch)
    .mockImplementation(async () => new Response(new Uint8Array([80, 75, 3, 4])));
  await userEvent.setup().click(screen.getByRole('button', { name: 'Excel' }));
  // No name from the server: the fallback one.
  await waitFor(() => expect(saved).toEqual(['events.xlsx']));
  expect(fetchSpy.mock.calls[0]![0]).toBe(
    '/api/events/export?fiscal_year_id=2&status=all&category_id=0&sort=asc&format=xlsx',
  );
});
