import type { FiscalYear } from '@karyayojana/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { invalidateFiscalYears } from '@/lib/queries/invalidate';

export interface UpdateFiscalYearInput {
  year: string;
  status: 0 | 1;
  /** Sent only when the user chose to change the dates. */
  startDate?: string;
  endDate?: string;
}

export function updateFiscalYear({
  id,
  ...input
}: UpdateFiscalYearInput & { id: number }): Promise<{ message: string; data: FiscalYear }> {
  return api.put(`/api/fiscal-years/${id}`, input);
}

export function useUpdateFiscalYear() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFiscalYear,
    onSuccess: ({ message }) => {
      toast.success(message);
      return invalidateFiscalYears(queryClient);
    },
  });
}
