import { useCallback } from 'react';
import { DEFAULT_PER_PAGE, PER_PAGE_OPTIONS } from '@/components/ui/pagination';
import type { DocumentListParams } from '../api/get-documents';
import { useSearchState } from '@/lib/use-search-state';

function positive(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Search, page and page size from the URL: a reload or the Back button keeps them. */
export function readListSearch(search: URLSearchParams): DocumentListParams {
  const perPage = positive(search.get('per_page'), DEFAULT_PER_PAGE);
  return {
    q: search.get('q') ?? '',
    page: positive(search.get('page'), 1),
    per_page: (PER_PAGE_OPTIONS as readonly number[]).includes(perPage)
      ? perPage
      : DEFAULT_PER_PAGE,
  };
}

export function writeListSearch(value: DocumentListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (value.q.trim()) search.set('q', value.q.trim());
  if (value.page !== 1) search.set('page', String(value.page));
  if (value.per_page !== DEFAULT_PER_PAGE) search.set('per_page', String(value.per_page));
  return search;
}

/** The list's state and a setter; a new search or page size goes back to page 1. */
export function useListSearch() {
  const [params, change] = useSearchState();
  const value = readListSearch(params);
  const update = useCallback(
    (patch: Partial<DocumentListParams>) =>
      change((current) => {
        const next = { ...readListSearch(current), ...patch };
        if (patch.page === undefined) next.page = 1;
        return writeListSearch(next);
      }),
    [change],
  );
  return [value, update] as const;
}
