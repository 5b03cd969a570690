import { branchName, type Branch } from '@karyayojana/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { LOOKUP_STALE_MS } from './query-keys';

/**
 * The municipality's branches (शाखा, issue 28): a lookup like the categories. Kept under its own
 * prefix, so that a write to branches (the admin's page) invalidates `branchesKeys.all`.
 */
export const branchesKeys = {
  all: ['branches'] as const,
  list: ['branches', 'list'] as const,
};

/** Every branch of the signed-in user's municipality in the admin's order, inactive ones too. */
export async function getBranches(signal?: AbortSignal): Promise<Branch[]> {
  const body = await api.get<{ data: Branch[] }>('/api/branches', { signal });
  return body.data;
}

export function branchesQueryOptions() {
  return queryOptions({
    queryKey: branchesKeys.list,
    queryFn: ({ signal }) => getBranches(signal),
    staleTime: LOOKUP_STALE_MS,
  });
}

export function useBranches({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...branchesQueryOptions(), enabled });
}

/** A branch's name as the page's language shows it (its English name on an English page). */
export function useBranchName(): (b: { name: string; name_en?: string | null }) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((b) => branchName(b, language), [language]);
}
