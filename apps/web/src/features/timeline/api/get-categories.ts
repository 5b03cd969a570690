import type { Category } from '@karyayojana/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const categoriesQueryKey = ['timeline-lookup', 'categories'] as const;

export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const body = await api.get<{ data: Category[] }>('/api/categories', { signal });
  return body.data;
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
