import type { OtherDocument } from '@karyayojana/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/query-keys';

export async function getDocument(id: number, signal?: AbortSignal): Promise<OtherDocument> {
  const body = await api.get<{ data: OtherDocument }>(`/api/other-documents/${id}`, { signal });
  return body.data;
}

export function getDocumentQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.documents.detail(id),
    queryFn: ({ signal }) => getDocument(id, signal),
  });
}

/** One document; `placeholder` (e.g. the row of a list) shows while it loads. */
export function useDocument(id: number, placeholder?: OtherDocument) {
  return useQuery({ ...getDocumentQueryOptions(id), placeholderData: placeholder });
}
