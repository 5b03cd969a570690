import type { Branch } from '@karyayojana/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/query-keys';
import { toast } from '@/lib/toast';
import { organisationKeys } from '@/lib/queries/organisation';

/** What the branch form sends (packages/contracts branchInput). */
export interface BranchValues {
  name: string;
  name_en: string | null;
  active: boolean;
}

type Written = { message: string; data: Branch };

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
