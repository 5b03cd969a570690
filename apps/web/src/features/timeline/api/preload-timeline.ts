import type { FiscalYear } from '@karyayojana/contracts';
import { getToken } from '@/lib/auth/token';
import { askEarly, CATEGORIES_URL, FISCAL_YEARS_URL } from '@/lib/queries/early-requests';
import { readTimelineSearch, toTimelineParams, type TimelineParams } from '../lib/timeline-search';

/*
 * Opening /home used to ask three things one after the other: the user (once the signed-in
 * layout's code had arrived), then the fiscal years (once the page had rendered), then the
 * year's events. The route's loader (routes.tsx) asks for the fiscal years, the categories
 * and the active year's events at once, as soon as /home is matched, while the code and the
 * user are still on their way; the page's queries take those answers over
 * (lib/queries/early-requests.ts).
 *
 * The loader imports this file before the page's code has arrived: it stays small, with
 * fetch only, and nothing of the page.
 */

/** GET /api/events for the timeline: every match, oldest first. */
export function timelineEventsUrl(params: TimelineParams): string {
  const query = new URLSearchParams();
  if (params.fiscal_year_id) query.set('fiscal_year_id', String(params.fiscal_year_id));
  query.set('status', params.status);
  query.set('category_id', String(params.category_id));
  if (params.ward !== undefined) query.set('ward', String(params.ward));
  if (params.branch_id !== undefined) query.set('branch_id', String(params.branch_id));
  if (params.q) query.set('q', params.q);
  query.set('sort', 'asc');
  // The cards show the first 100 characters: the rest of each content is not sent.
  query.set('content', 'excerpt');
  return `/api/events?${query.toString()}`;
}

let started = false;

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
  const years = askEarly<FiscalYear[]>(FISCAL_YEARS_URL, token);
  void askEarly(CATEGORIES_URL, token);
  if (wanted.fiscalYear !== null) {
    void askEarly(timelineEventsUrl(toTimelineParams(wanted, wanted.fiscalYear)), token);
    return;
  }
  void years.then(
    (list) => {
      const active = list.find((year) => year.status === 1);
      if (active && getToken() === token) {
        void askEarly(timelineEventsUrl(toTimelineParams(wanted, active.id)), token);
      }
    },
    () => undefined,
  );
}
