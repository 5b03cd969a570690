import type { FiscalYear, FiscalYearUpdate } from '@karyayojana/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { invalidateFiscalYears } from '@/lib/queries/invalidate';

export type UpdateFiscalYearInput = FiscalYearUpdate;

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
