import type { Ward, WardsAnswer } from '@karyayojana/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { organisationKeys } from '@/lib/queries/organisation';

export interface WardValues {
  office_name: string | null;
  contact: string | null;
}

/** The writes of one municipality's wards; `scoped`: the Super-Admin names the municipality. */
export function useWardWrites(companyId: number, scoped: boolean) {
  const queryClient = useQueryClient();
  const company = scoped ? { company_id: companyId } : {};
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: organisationKeys.wardsAll, refetchType: 'all' });

  const update = useMutation({
    mutationFn: ({ number, ...values }: WardValues & { number: number }) =>
      api.put<{ message: string; data: Ward }>(`/api/wards/${number}`, { ...values, ...company }),
    onSuccess: ({ message }) => {
      toast.success(message);
      return refresh();
    },
  });
  const setCount = useMutation({
    mutationFn: (wardCount: number) =>
      api.put<WardsAnswer & { message: string }>('/api/ward-count', {
        company_id: companyId,
        ward_count: wardCount,
      }),
    onSuccess: ({ message, data, meta }) => {
      toast.success(message);
      queryClient.setQueryData(organisationKeys.wards(companyId), { data, meta });
      return refresh();
    },
  });
  return { update, setCount };
}
