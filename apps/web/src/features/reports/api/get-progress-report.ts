import type { ProgressReport } from '@karyayojana/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/query-keys';
import type { ReportSearch } from '../lib/report-search';

export type { ProgressReport, ReportEvent } from '@karyayojana/contracts';

/** The query of GET /api/reports/progress and of its .xlsx: only what is chosen is sent. */
export function reportQuery(
  { fiscalYearId, trimester, companyId, wards, branchIds }: ReportSearch,
  detail?: 'events',
): string {
  const search = new URLSearchParams();
  if (fiscalYearId !== null) search.set('fiscal_year_id', String(fiscalYearId));
  if (trimester !== null) search.set('trimester', String(trimester));
  if (companyId !== null) search.set('company_id', String(companyId));
  if (wards.length > 0) search.set('ward', wards.join(','));
  if (branchIds.length > 0) search.set('branch_id', branchIds.join(','));
  if (detail) search.set('detail', detail);
  // Lists stay readable: ward=3,5 (a comma needs no escape in a query).
  return search.toString().replace(/%2C/g, ',');
}

/** The report with every event of the period, for the printed table. */
export async function getProgressReport(
  choice: ReportSearch,
  signal?: AbortSignal,
): Promise<ProgressReport> {
  const body = await api.get<{ data: ProgressReport }>(
    `/api/reports/progress?${reportQuery(choice, 'events')}`,
    { signal },
  );
  return body.data;
}

export function getProgressReportQueryOptions(choice: ReportSearch) {
  // Under the events' key prefix: any write to an event refreshes it (lib/queries/query-keys.ts).
  return queryOptions({
    // `all` only says where the page opens: the same wards and branches are the same report.
    queryKey: queryKeys.reports.progress({ ...choice, all: false, detail: 'events' }),
    queryFn: ({ signal }) => getProgressReport(choice, signal),
  });
}

export function useProgressReport(choice: ReportSearch, { enabled = true } = {}) {
  // Another period keeps the last report on screen until the new one arrives.
  return useQuery({
    ...getProgressReportQueryOptions(choice),
    enabled,
    placeholderData: keepPreviousData,
  });
}
