import { beforeEach, describe, expect, test, vi, type Mock } from 'vitest';
import { clearToken, setToken } from '@/lib/auth/token-storage';
import { makeFiscalYear } from '../testing/make-event';

// The module remembers that it has started (once per page load): a fresh copy per test.
async function load() {
  vi.resetModules();
  const [preload, early] = await Promise.all([
    import('./preload-timeline'),
    import('@/lib/queries/early-requests'),
  ]);
  return { ...preload, ...early };
}

const fy82 = makeFiscalYear({ id: 1, year: '2082/83', status: 0 });
const fy83 = makeFiscalYear({ id: 2, year: '2083/84', status: 1 });
const EVENTS_83 = '/api/events?fiscal_year_id=2&status=all&category_id=0&sort=asc&content=excerpt';

function answer(data: unknown, status = 200) {
  return Promise.resolve(new Response(JSON.stringify({ data }), { status }));
}

let fetchMock: Mock<(url: string, init?: RequestInit) => Promise<Response>>;
beforeEach(() => {
  fetchMock = vi.fn((url: string) =>
    url === '/api/fiscal-years' ? answer([fy82, fy83]) : answer([{ id: 7 }]),
  );
  vi.spyOn(globalThis, 'fetch').mockImplementation(fetchMock as unknown as typeof fetch);
});

const asked = () => fetchMock.mock.calls.map(([url]) => url);

describe('the early requests of /home', () => {
  test('ask for the years and categories at once, then the active year’s events', async () => {
    setToken('token-a');
    const { preloadTimeline, takeEarly } = await load();
    preloadTimeline(new URLSearchParams());
    expect(asked()).toEqual(['/api/fiscal-years', '/api/categories']);
    expect(await takeEarly('/api/fiscal-years')).toEqual([fy82, fy83]);
    await vi.waitFor(() => expect(asked()).toContain(EVENTS_83));
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({
      headers: expect.objectContaining({ Authorization: 'Bearer token-a' }) as unknown,
    });
    // Each answer is handed over once.
    expect(await takeEarly(EVENTS_83)).toEqual([{ id: 7 }]);
    expect(takeEarly(EVENTS_83)).toBeUndefined();
  });

  test('a year and filters in the URL are asked for straight away', async () => {
    setToken('token-a');
    const { preloadTimeline, timelineEventsUrl } = await load();
    preloadTimeline(new URLSearchParams('fiscal_year_id=1&status=done&q=सडक'));
    expect(asked()).toContain(
      timelineEventsUrl({ fiscal_year_id: 1, status: 'done', category_id: 0, q: 'सडक' }),
    );
  });

  test('nothing without a session, and only once per page load', async () => {
    clearToken();
    const { preloadTimeline } = await load();
    preloadTimeline(new URLSearchParams());
    expect(fetchMock).not.toHaveBeenCalled();
    setToken('token-a');
    preloadTimeline(new URLSearchParams());
    preloadTimeline(new URLSearchParams());
    expect(asked()).toEqual(['/api/fiscal-years', '/api/categories']);
  });

  test('an answer for another session is not handed over', async () => {
    setToken('token-a');
    const { preloadTimeline, takeEarly } = await load();
    preloadTimeline(new URLSearchParams());
    setToken('token-b');
    expect(takeEarly('/api/fiscal-years')).toBeUndefined();
  });

  test('when the early request fails, the page asks again itself', async () => {
    setToken('token-a');
    fetchMock.mockImplementation(() => answer(null, 503));
    const { preloadTimeline, earlyOr } = await load();
    preloadTimeline(new URLSearchParams());
    const own = vi.fn(() => Promise.resolve(['own answer']));
    expect(await earlyOr('/api/categories', own)).toEqual(['own answer']);
    expect(own).toHaveBeenCalledOnce();
  });
});
