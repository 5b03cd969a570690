import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { invalidateFiscalYears } from '@/lib/queries/invalidate';

export function deleteFiscalYear(id: number): Promise<{ message: string }> {
  return api.delete(`/api/fiscal-years/${id}`);
}

/** A year that has events answers 409 with a sentence saying so: shown as an error toast. */
export function useDeleteFiscalYear() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFiscalYear,
    onSuccess: ({ message }) => {
      toast.success(message);
      return invalidateFiscalYears(queryClient);
    },
  });
}
