import type { Category } from '@karyayojana/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { queryKeys } from '@/lib/queries/query-keys';
import { invalidateCategories } from '@/lib/queries/invalidate';

/** Every id exactly once, first to last (docs/behaviour.md §6). */
export function reorderCategories(
  categoryOrder: number[],
): Promise<{ message: string; data: Category[] }> {
  return api.put('/api/order-categories', { categoryOrder });
}

export function useReorderCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderCategories,
    onSuccess: ({ message, data }) => {
      toast.success(message);
      // The answer is the list in its new order: show it at once, then confirm with a reload.
      queryClient.setQueryData(queryKeys.categories.list, data);
      return invalidateCategories(queryClient);
    },
  });
}
