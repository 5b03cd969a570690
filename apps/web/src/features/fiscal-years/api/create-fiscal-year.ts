import type { FiscalYear, FiscalYearCreate } from '@karyayojana/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { invalidateFiscalYears } from '@/lib/queries/invalidate';

export type CreateFiscalYearInput = FiscalYearCreate;

export function createFiscalYear(
  input: CreateFiscalYearInput,
): Promise<{ message: string; data: FiscalYear }> {
  return api.post('/api/fiscal-years', input);
}

/** Errors are left to the form: it puts field messages under the fields and toasts the rest. */
export function useCreateFiscalYear() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFiscalYear,
    onSuccess: ({ message }) => {
      toast.success(message);
      // Activating one year deactivates the others: the whole list is stale.
      return invalidateFiscalYears(queryClient);
    },
  });
}
