/**
 * An event's four statuses (SPEC.md §3), in the order forms and filters list them. A module of
 * its own, without zod: the web app's first script (apps/web/src/early.ts) reads it.
 */
export const EVENT_STATUSES = ['done', 'notDone', 'postponed', 'canceled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
