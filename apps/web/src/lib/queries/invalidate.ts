import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/*
 * What a write makes stale, said once per kind of write. A mutation calls one of these in its
 * onSuccess and returns the promise, so the form closes once the lists show the change.
 */

type Key = readonly unknown[];

const refresh = (queryClient: QueryClient, keys: readonly Key[], lookups: readonly Key[] = []) =>
  Promise.all([
    ...keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    // The lookups (years, categories) are small and read by forms that take their defaults
    // when they open: fetched again now, even where no page shows them, so that the next form
    // opens on the new list rather than the old one and a refetch behind it.
    ...lookups.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'all' })),
  ]).then(() => undefined);

/**
 * A fiscal year was added, edited, reordered or deleted: every list of years, the active one,
 * and what is counted or filtered by year (events, the dashboard's active-year count).
 */
export const invalidateFiscalYears = (queryClient: QueryClient) =>
  refresh(queryClient, [queryKeys.events.all, queryKeys.dashboard], [queryKeys.fiscalYears.all]);

/** A category was added, renamed, reordered or deleted; events show categories by name. */
export const invalidateCategories = (queryClient: QueryClient) =>
  refresh(queryClient, [queryKeys.events.all], [queryKeys.categories.all]);

/**
 * A municipality changed: its lists, its detail, the dashboard, and the signed-in user (whose
 * company, logos and expiry the layout and the home page show).
 */
export const invalidateCompanies = (queryClient: QueryClient) =>
  refresh(queryClient, [queryKeys.companies.all, queryKeys.dashboard, queryKeys.user]);

/** Events were written (created, edited, copied, deleted, tasks proved): lists, timelines, counts. */
export const invalidateEvents = (queryClient: QueryClient) =>
  refresh(queryClient, [queryKeys.events.all, queryKeys.dashboard]);

/** The dashboard's counts only (a write whose own lists were updated in place). */
export const invalidateEventCounts = (queryClient: QueryClient) =>
  refresh(queryClient, [queryKeys.dashboard]);

/** Other documents were written. */
export const invalidateDocuments = (queryClient: QueryClient) =>
  refresh(queryClient, [queryKeys.documents.all]);

/** A managed user was written; the signed-in user too, who may be that user. */
export const invalidateUsers = (queryClient: QueryClient) =>
  refresh(queryClient, [queryKeys.users.all, queryKeys.user]);
