import type { FiscalYear } from '@karyayojana/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { queryKeys } from '@/lib/queries/query-keys';
import { invalidateFiscalYears } from '@/lib/queries/invalidate';

/** Every id exactly once, first to last (docs/behaviour.md §6). */
export function reorderFiscalYears(
  fiscalYearOrder: number[],
): Promise<{ message: string; data: FiscalYear[] }> {
  return api.put('/api/order-fiscal-years', { fiscalYearOrder });
}

export function useReorderFiscalYears() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderFiscalYears,
    onSuccess: ({ message, data }) => {
      toast.success(message);
      // The answer is the list in its new order: show it at once, then confirm with a reload.
      queryClient.setQueryData(queryKeys.fiscalYears.list, data);
      return invalidateFiscalYears(queryClient);
    },
  });
}
