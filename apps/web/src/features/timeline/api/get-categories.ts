import type { Category } from '@karyayojana/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CATEGORIES_URL, earlyOr } from './early-requests';

export const categoriesQueryKey = ['timeline-lookup', 'categories'] as const;

export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return earlyOr(CATEGORIES_URL, async () => {
    const body = await api.get<{ data: Category[] }>(CATEGORIES_URL, { signal });
    return body.data;
  });
}

export function getCategoriesQueryOptions() {
  return queryOptions({
    queryKey: categoriesQueryKey,
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 5 * 60_000,
  });
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}
