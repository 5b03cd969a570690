import type { Category } from '@karyayojana/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CATEGORIES_URL, earlyOr } from './early-requests';
import { LOOKUP_STALE_MS, queryKeys } from './query-keys';

/** Every category, in the Super-Admin's order. */
export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return earlyOr(CATEGORIES_URL, async () => {
    const body = await api.get<{ data: Category[] }>(CATEGORIES_URL, { signal });
    return body.data;
  });
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.categories.list,
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: LOOKUP_STALE_MS,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
