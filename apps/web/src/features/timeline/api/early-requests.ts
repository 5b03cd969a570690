import type { FiscalYear } from '@karyayojana/contracts';
import { getToken } from '@/lib/auth/token-storage';
import { currentLanguage } from '@/lib/i18n';
import { readTimelineSearch, toTimelineParams, type TimelineParams } from '../lib/timeline-search';

/*
 * Opening /home used to ask three things one after the other: the user (once the signed-in
 * layout's code had arrived), then the fiscal years (once the page had rendered), then the
 * year's events. The route's loader (routes.tsx) asks for the fiscal years, the categories
 * and the active year's events at once, as soon as /home is matched, while the code and the
 * user are still on their way; the page's queries take those answers over (takeEarly).
 *
 * The loader imports this file before the page's code has arrived: it stays small, with
 * fetch only, and nothing of the page.
 */

export const FISCAL_YEARS_URL = '/api/fiscal-years';
export const CATEGORIES_URL = '/api/categories';

/** GET /api/events for the timeline: every match, oldest first. */
export function timelineEventsUrl(params: TimelineParams): string {
  const query = new URLSearchParams();
  if (params.fiscal_year_id) query.set('fiscal_year_id', String(params.fiscal_year_id));
  query.set('status', params.status);
  query.set('category_id', String(params.category_id));
  if (params.q) query.set('q', params.q);
  query.set('sort', 'asc');
  return `/api/events?${query.toString()}`;
}

interface Early {
  token: string;
  at: number;
  answer: Promise<unknown>;
}

const early = new Map<string, Early>();
// As fresh as the query cache holds data by default.
const FRESH_MS = 30_000;
let started = false;

function ask(url: string, token: string): Promise<unknown> {
  const answer = fetch(url, {
    // On a first visit the page's code is still coming over the same few connections: it
    // goes first. (From the cache, on later visits, nothing waits.)
    priority: 'low',
    headers: {
      Accept: 'application/json',
      'Accept-Language': currentLanguage(),
      Authorization: `Bearer ${token}`,
    },
  }).then(async (response) => {
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return ((await response.json()) as { data: unknown }).data;
  });
  // A failure is not reported from here: the page asks again and reports its own.
  answer.catch(() => undefined);
  early.set(url, { token, at: Date.now(), answer });
  return answer;
}

/**
 * Starts the requests of the timeline at `search` (the URL's filters), once per page load
 * and only with a session. The events wait for the fiscal years only when the URL names no
 * year, and are left to the page when no year is active (the default then depends on today).
 */
export function preloadTimeline(search: URLSearchParams): void {
  const token = getToken();
  if (started || !token) return;
  started = true;
  const wanted = readTimelineSearch(search);
  const years = ask(FISCAL_YEARS_URL, token) as Promise<FiscalYear[]>;
  void ask(CATEGORIES_URL, token);
  if (wanted.fiscalYear !== null) {
    void ask(timelineEventsUrl(toTimelineParams(wanted, wanted.fiscalYear)), token);
    return;
  }
  void years.then(
    (list) => {
      const active = list.find((year) => year.status === 1);
      if (active && getToken() === token) {
        void ask(timelineEventsUrl(toTimelineParams(wanted, active.id)), token);
      }
    },
    () => undefined,
  );
}

/**
 * The answer an early request got (or will get) for `url`, once: undefined when none was
 * made, when it was made for another session, or when it is too old to show.
 */
export function takeEarly<T>(url: string): Promise<T> | undefined {
  const hit = early.get(url);
  if (!hit) return undefined;
  early.delete(url);
  if (hit.token !== getToken() || Date.now() - hit.at > FRESH_MS) return undefined;
  return hit.answer as Promise<T>;
}

/** The early answer for `url` if there is one and it arrives; otherwise `ask()`'s own. */
export async function earlyOr<T>(url: string, request: () => Promise<T>): Promise<T> {
  const answer = takeEarly<T>(url);
  if (answer) {
    try {
      return await answer;
    } catch {
      // The early request failed (a dropped link, a 5xx): ask again, and report that one.
    }
  }
  return request();
}
