import type { Branch } from '@karyayojana/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/query-keys';
import { toast } from '@/lib/toast';
import { companyQuery, organisationKeys } from './keys';

/** What the branch form sends (packages/contracts branchInput). */
export interface BranchValues {
  name: string;
  name_en: string | null;
  active: boolean;
}

type Written = { message: string; data: Branch };

/** GET /api/branches?company_id=: every branch of a municipality in order, inactive ones too. */
export function getBranches(companyId: number, signal?: AbortSignal): Promise<Branch[]> {
  return api
    .get<{ data: Branch[] }>(`/api/branches${companyQuery(companyId)}`, { signal })
    .then((body) => body.data);
}

export function companyBranchesQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: organisationKeys.branches(companyId),
    queryFn: ({ signal }) => getBranches(companyId, signal),
  });
}

/** A municipality's branches; nothing is asked while there is no municipality. */
export function useCompanyBranches(companyId: number | null) {
  return useQuery({
    ...companyBranchesQueryOptions(companyId ?? 0),
    enabled: companyId !== null,
  });
}

/**
 * The writes of one municipality's branches. `companyId` goes with the body only for the
 * Super-Admin (`scoped`); an admin's writes go to its own municipality.
 */
export function useBranchWrites(companyId: number, scoped: boolean) {
  const queryClient = useQueryClient();
  const company = scoped ? { company_id: companyId } : {};
  // Events show their branch by name: a rename or a deactivation reaches them too.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: organisationKeys.branchesAll, refetchType: 'all' }),
      queryClient.invalidateQueries({ queryKey: queryKeys.events.all }),
    ]);
  const done = ({ message }: { message: string }) => {
    toast.success(message);
    return refresh();
  };

  const create = useMutation({
    mutationFn: (values: BranchValues) =>
      api.post<Written>('/api/branches', { ...values, ...company }),
    onSuccess: done,
  });
  const update = useMutation({
    mutationFn: ({ id, ...values }: Partial<BranchValues> & { id: number; name: string }) =>
      api.put<Written>(`/api/branches/${id}`, { ...values, ...company }),
    onSuccess: done,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/api/branches/${id}`),
    onSuccess: done,
    // A branch in use answers 409: the page says so itself and offers to deactivate it.
    meta: { ownErrors: true },
  });
  const reorder = useMutation({
    mutationFn: (branchOrder: number[]) =>
      api.put<{ message: string; data: Branch[] }>('/api/order-branches', {
        branchOrder,
        ...company,
      }),
    onSuccess: ({ message, data }) => {
      toast.success(message);
      // The answer is the list in its new order: show it at once, then confirm with a reload.
      queryClient.setQueryData(organisationKeys.branches(companyId), data);
      return refresh();
    },
  });
  return { create, update, remove, reorder };
}
