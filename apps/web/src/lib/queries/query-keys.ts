/**
 * Every place in the query cache, in one module. A key is a path: invalidating a prefix
 * (`queryKeys.events.all`) refreshes everything under it, so each lookup lives under exactly
 * one key and a write names the prefixes it makes stale (./invalidate.ts).
 *
 * Kept free of imports: the login page and the early requests carry it.
 */
/**
 * How long the lookups (fiscal years, categories) stay fresh. They change seldom, and every
 * write to them invalidates their keys (./invalidate.ts): a few minutes' freshness saves a
 * request on every page change.
 */
export const LOOKUP_STALE_MS = 5 * 60_000;

export const queryKeys = {
  /** The signed-in user with their company (GET /api/user). */
  user: ['user'] as const,
  fiscalYears: {
    all: ['fiscal-years'] as const,
    list: ['fiscal-years', 'list'] as const,
    active: ['fiscal-years', 'active'] as const,
  },
  categories: {
    all: ['categories'] as const,
    list: ['categories', 'list'] as const,
  },
  companies: {
    all: ['companies'] as const,
    list: ['companies', 'list'] as const,
    detail: (id: number) => ['companies', 'detail', id] as const,
    /** Whether the municipality's plan is public, and at which address (issue 18). */
    publicPlan: (id: number) => ['companies', 'public-plan', id] as const,
  },
  /** Lists, timelines, single events and tasks: one event written makes all of them stale. */
  events: {
    all: ['events'] as const,
    lists: ['events', 'list'] as const,
    list: <P>(params: P) => ['events', 'list', params] as const,
    timelines: ['events', 'timeline'] as const,
    timeline: <P>(params: P) => ['events', 'timeline', params] as const,
    detail: (id: number) => ['events', 'detail', id] as const,
    task: (id: number) => ['events', 'task', id] as const,
  },
  documents: {
    all: ['other-documents'] as const,
    lists: ['other-documents', 'list'] as const,
    list: <P>(params: P) => ['other-documents', 'list', params] as const,
    detail: (id: number) => ['other-documents', 'detail', id] as const,
  },
  users: {
    all: ['users'] as const,
    list: ['users', 'list'] as const,
    detail: (id: number) => ['users', 'detail', id] as const,
  },
  dashboard: ['dashboard'] as const,
  /** The signed-in user's personal calendar-feed URL (GET /api/calendar-feed, issue 17). */
  calendarFeed: ['calendar-feed'] as const,
  /** The signed-in user's email choices (GET /api/mail-settings, issue 17). */
  mailSettings: ['mail-settings'] as const,
  /** The mail queue's state, for the Super-Admin (GET /api/mail/status, issue 17). */
  mailStatus: ['mail', 'status'] as const,
  /**
   * The activity log and the trash (issue 16). Every write adds to the log and a delete to the
   * trash, so they are fetched again whenever a page shows them (no freshness kept). One event's
   * entries live under the events' prefix, so a write to events refreshes its history.
   */
  activity: {
    all: ['activity'] as const,
    list: <P>(params: P) => ['activity', 'list', params] as const,
    event: (id: number) => ['events', 'activity', id] as const,
  },
  trash: {
    all: ['trash'] as const,
    list: <P>(params: P) => ['trash', 'list', params] as const,
  },
  /**
   * Progress reports (GET /api/reports/progress…). They are counted from the events, so they
   * live under the events' prefix: every write that makes events stale makes them stale too.
   */
  reports: {
    all: ['events', 'reports'] as const,
    progress: <P>(params: P) => ['events', 'reports', 'progress', params] as const,
    companies: <P>(params: P) => ['events', 'reports', 'companies', params] as const,
  },
};
