import type { OtherDocument } from '@karyayojana/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/queries/query-keys';
import type { DocumentList } from './get-documents';

/** A document as a list in the cache holds it: the edit form needs no wait when opened from there. */
export function findListedDocument(
  queryClient: QueryClient,
  id: number,
): OtherDocument | undefined {
  for (const [, list] of queryClient.getQueriesData<DocumentList>({
    queryKey: queryKeys.documents.lists,
  })) {
    const found = list?.data.find((document) => document.id === id);
    if (found) return found;
  }
  return undefined;
}
