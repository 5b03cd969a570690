import type { OtherDocument } from '@karyayojana/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/query-keys';

// The file links are signed for one hour (docs/behaviour.md §12): a list left open is fetched again
// before its links run out.
export const SIGNED_URL_REFRESH_MS = 45 * 60_000;

export interface DocumentListParams {
  q: string;
  page: number;
  per_page: number;
}

export interface DocumentList {
  data: OtherDocument[];
  meta: { total: number; page: number; per_page: number };
}

export function getDocuments(
  params: DocumentListParams,
  signal?: AbortSignal,
): Promise<DocumentList> {
  const search = new URLSearchParams({
    page: String(params.page),
    per_page: String(params.per_page),
  });
  if (params.q.trim()) search.set('q', params.q.trim());
  return api.get<DocumentList>(`/api/other-documents?${search.toString()}`, { signal });
}

export function getDocumentsQueryOptions(params: DocumentListParams) {
  return queryOptions({
    queryKey: queryKeys.documents.list(params),
    queryFn: ({ signal }) => getDocuments(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: SIGNED_URL_REFRESH_MS,
  });
}

export function useDocuments(params: DocumentListParams) {
  return useQuery(getDocumentsQueryOptions(params));
}
