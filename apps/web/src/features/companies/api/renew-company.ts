import type { Company } from '@karyayojana/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { invalidateCompanies } from '@/lib/queries/invalidate';

export function renewCompany(id: number) {
  return api.post<{ message: string; data: Company }>(`/api/companies/${id}/renew`);
}

/** One more year of subscription; the list and the dashboard refresh. */
export function useRenewCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewCompany,
    onSuccess: async ({ message }) => {
      toast.success(message);
      await invalidateCompanies(queryClient);
    },
  });
}
