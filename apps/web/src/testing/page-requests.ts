import type { MockInstance } from 'vitest';

/** The one question a delete confirmation asks the server: how long the trash keeps things. */
export const TRASH_DAYS_URL = '/api/public-config';

/**
 * The requests a page made through a mocked fetch, less the delete confirmation's question
 * (GET /api/public-config): "nothing is sent before the confirmation" is about the page's writes.
 */
export function pageRequests(spy: MockInstance<typeof fetch>): Parameters<typeof fetch>[] {
  return spy.mock.calls.filter(([url]) => url !== TRASH_DAYS_URL);
}
