import type { PublicPlanRequest, PublicPlanSettingResponse } from '@karyayojana/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/query-keys';

/** The public plan page's setting: on or off, its slug and address, a suggested slug. */
export type PublicPlan = PublicPlanSettingResponse['data'];
export type PublicPlanChanges = PublicPlanRequest;
/** The contract's publicPlanUpdateResponse. */
export interface PublicPlanUpdateResponse {
  message: string;
  data: PublicPlan;
}

export const publicPlanUrl = (companyId: number) => `/api/companies/${companyId}/public-plan`;

/** The page's QR code, served by the server while the page is on. */
export const publicPlanQrUrl = (slug: string) => `/p/${encodeURIComponent(slug)}/qr.svg`;

/** The municipality's public-plan setting (issue 18): its admin or the Super-Admin. */
export async function getPublicPlan(companyId: number, signal?: AbortSignal): Promise<PublicPlan> {
  const body = await api.get<PublicPlanSettingResponse>(publicPlanUrl(companyId), { signal });
  return body.data;
}

/** Switches the page on or off and/or sets its slug; a 422 names the slug's problem. */
export function updatePublicPlan(companyId: number, changes: PublicPlanChanges) {
  return api.put<PublicPlanUpdateResponse>(publicPlanUrl(companyId), changes);
}

export function publicPlanQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: queryKeys.companies.publicPlan(companyId),
    queryFn: ({ signal }) => getPublicPlan(companyId, signal),
  });
}

export function usePublicPlan(companyId: number) {
  return useQuery(publicPlanQueryOptions(companyId));
}

/** Saves the setting; the server's answer replaces the cached one. */
export function useUpdatePublicPlan(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: PublicPlanChanges) => updatePublicPlan(companyId, changes),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(queryKeys.companies.publicPlan(companyId), data);
    },
  });
}
