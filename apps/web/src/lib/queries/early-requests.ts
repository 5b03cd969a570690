import { getToken } from '@/lib/auth/token';
import { storedLanguage } from '@/lib/i18n/stored-language';

/*
 * Requests started before the page that needs them has arrived: a route's loader asks for
 * what its page will show while the page's code and the user are still on their way, and the
 * page's queries take those answers over (earlyOr). A route's own preload decides what to ask
 * (features/timeline/api/preload-timeline.ts); this module only keeps the answers.
 *
 * Loaders import it before any page code: it stays small, with fetch only.
 */

export const FISCAL_YEARS_URL = '/api/fiscal-years';
export const CATEGORIES_URL = '/api/categories';

interface Early {
  token: string;
  at: number;
  answer: Promise<unknown>;
}

const early = new Map<string, Early>();
// As fresh as the query cache holds data by default.
const FRESH_MS = 30_000;

/** Asks for `url` now, with the session's token; the answer waits for takeEarly/earlyOr. */
export function askEarly<T>(url: string, token: string): Promise<T> {
  const answer = fetch(url, {
    // The year's events are what the page waits for longest (the bench: the code is in before
    // the answer is), so they do not queue behind the page's many small chunks.
    priority: 'high',
    headers: {
      Accept: 'application/json',
      'Accept-Language': storedLanguage(),
      Authorization: `Bearer ${token}`,
    },
  }).then(async (response) => {
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return ((await response.json()) as { data: T }).data;
  });
  // A failure is not reported from here: the page asks again and reports its own.
  answer.catch(() => undefined);
  early.set(url, { token, at: Date.now(), answer });
  return answer;
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

/** The early answer for `url` if there is one and it arrives; otherwise `request()`'s own. */
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
