import type { Category } from '@karyayojana/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const categoriesQueryKey = ['events-lookup', 'categories'] as const;

export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return api.get<{ data: Category[] }>('/api/categories', { signal }).then((body) => body.data);
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
