import type { Category, WardsAnswer } from '@karyayojana/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { queryKeys } from '@/lib/queries/query-keys';
import { wardsKeys } from '@/lib/queries/wards';
import { jsonAnswer } from '@/testing/json-answer';
import { testQueryClient } from '@/testing/test-utils';
import { CalendarFeed, feedUrlWithFilters } from './calendar-feed';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

// Issue 28: a ward's people follow their ward; the calendar link can carry `?ward=`.

const FEED = 'https://karyayojana.example.np/ical/aaaa1111bbbb2222.ics';

function renderFeed(wardCount: number) {
  vi.mocked(globalThis.fetch).mockImplementation((input) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url === '/api/calendar-feed') return jsonAnswer({ data: { url: FEED } });
    return Promise.reject(new TypeError(`unexpected ${url}`));
  });
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.categories.list, [] as Category[]);
  const wards: WardsAnswer = {
    data: Array.from({ length: wardCount }, (_, i) => ({
      number: i + 1,
      office_name: null,
      contact: null,
    })),
    meta: { company_id: 1, ward_count: wardCount },
  };
  queryClient.setQueryData(wardsKeys.list, wards);
  render(
    <QueryClientProvider client={queryClient}>
      <CalendarFeed />
    </QueryClientProvider>,
  );
}

const urlField = () => screen.getByLabelText<HTMLTextAreaElement>('क्यालेन्डरको लिङ्क');

afterEach(() => vi.mocked(globalThis.fetch).mockReset());

describe('the calendar link by ward', () => {
  test('offers the municipality’s wards; a choice goes into the link', async () => {
    const user = userEvent.setup();
    renderFeed(9);
    await waitFor(() => expect(urlField()).toHaveValue(FEED));
    const ward = screen.getByLabelText('वडा');
    expect(Array.from((ward as HTMLSelectElement).options).map((o) => o.textContent)).toEqual([
      'सबै वडा',
      ...['१', '२', '३', '४', '५', '६', '७', '८', '९'].map((n) => `वडा नं ${n}`),
      'पालिका स्तरीय',
    ]);
    await user.selectOptions(ward, 'वडा नं ५');
    expect(urlField()).toHaveValue(`${FEED}?ward=5`);
    await user.selectOptions(ward, 'पालिका स्तरीय');
    expect(urlField()).toHaveValue(`${FEED}?ward=0`);
    await user.selectOptions(ward, 'सबै वडा');
    expect(urlField()).toHaveValue(FEED);
  });

  test('a municipality without wards has no ward choice', async () => {
    renderFeed(0);
    await waitFor(() => expect(urlField()).toHaveValue(FEED));
    expect(screen.queryByLabelText('वडा')).toBeNull();
  });

  test('feedUrlWithFilters writes the ward after the other filters', () => {
    expect(feedUrlWithFilters(FEED, { status: 'done', categoryId: '', ward: '3' })).toBe(
      `${FEED}?status=done&ward=3`,
    );
  });
});
