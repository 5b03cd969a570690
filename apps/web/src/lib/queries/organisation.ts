import type { Branch, WardsAnswer } from '@karyayojana/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * One named municipality's branches and wards (issue 28): the Super-Admin's pages and the user
 * form ask for the municipality they work on. Under the same prefixes as the signed-in user's
 * own lookups (./branches.ts, ./wards.ts): a write invalidates the prefix, and every form that
 * offers branches or wards asks again.
 */
export const organisationKeys = {
  branchesAll: ['branches'] as const,
  branches: (companyId: number) => ['branches', 'company', companyId] as const,
  wardsAll: ['wards'] as const,
  wards: (companyId: number) => ['wards', 'company', companyId] as const,
};

/** GET /api/branches?company_id=: every branch of a municipality in order, inactive ones too. */
export function getCompanyBranches(companyId: number, signal?: AbortSignal): Promise<Branch[]> {
  return api
    .get<{ data: Branch[] }>(`/api/branches?company_id=${companyId}`, { signal })
    .then((body) => body.data);
}

export function companyBranchesQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: organisationKeys.branches(companyId),
    queryFn: ({ signal }) => getCompanyBranches(companyId, signal),
  });
}

/** A municipality's branches; nothing is asked while there is no municipality. */
export function useCompanyBranches(companyId: number | null) {
  return useQuery({
    ...companyBranchesQueryOptions(companyId ?? 0),
    enabled: companyId !== null,
  });
}

/** GET /api/wards?company_id=: wards 1..ward_count with their offices and events. */
export function getCompanyWards(companyId: number, signal?: AbortSignal): Promise<WardsAnswer> {
  return api.get<WardsAnswer>(`/api/wards?company_id=${companyId}`, { signal });
}

export function companyWardsQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: organisationKeys.wards(companyId),
    queryFn: ({ signal }) => getCompanyWards(companyId, signal),
  });
}

/** A municipality's wards; nothing is asked while there is no municipality. */
export function useCompanyWards(companyId: number | null) {
  return useQuery({ ...companyWardsQueryOptions(companyId ?? 0), enabled: companyId !== null });
}
