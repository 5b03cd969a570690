import type { WardsAnswer } from '@karyayojana/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { LOOKUP_STALE_MS } from './query-keys';

/**
 * The municipality's wards (issue 28): numbers 1..ward_count with their offices. Kept under its
 * own prefix, so that a write to the ward offices or the count invalidates `wardsKeys.all`.
 */
export const wardsKeys = {
  all: ['wards'] as const,
  list: ['wards', 'list'] as const,
};

export type { WardsAnswer };

/** GET /api/wards: the signed-in user's municipality's wards and its ward count. */
export async function getWards(signal?: AbortSignal): Promise<WardsAnswer> {
  return api.get<WardsAnswer>('/api/wards', { signal });
}

export function wardsQueryOptions() {
  return queryOptions({
    queryKey: wardsKeys.list,
    queryFn: ({ signal }) => getWards(signal),
    staleTime: LOOKUP_STALE_MS,
  });
}

export function useWards({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...wardsQueryOptions(), enabled });
}

/** The ward numbers 1..count. */
export function wardNumbers(count: number): number[] {
  return Array.from({ length: Math.max(0, count) }, (_, i) => i + 1);
}
