import type { Category } from '@karyayojana/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const categoriesQueryKey = ['categories'] as const;

/** Every category, in the Super-Admin's order. */
export async function getCategories(): Promise<Category[]> {
  const body = await api.get<{ data: Category[] }>('/api/categories');
  return body.data;
}

export function getCategoriesQueryOptions() {
  return queryOptions({ queryKey: categoriesQueryKey, queryFn: getCategories });
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}
