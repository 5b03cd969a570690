import { categoryName, type Category } from '@karyayojana/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
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

/** What names a category: its Nepali name and, if it has one, its English name. */
export type NamedCategory = { name: string; name_en?: string | null | undefined };

/**
 * A category's name as the page's language shows it (docs/behaviour.md §6): its English name
 * on an English page when it has one, else its name. Every place that shows one uses this.
 */
export function useCategoryName(): (category: NamedCategory) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((category: NamedCategory) => categoryName(category, language), [language]);
}
