import type { Category, CategoryInput } from '@karyayojana/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { invalidateCategories } from '@/lib/queries/invalidate';

export type { CategoryInput };

export function createCategory(input: CategoryInput): Promise<{ message: string; data: Category }> {
  return api.post('/api/categories', input);
}

/** Errors are left to the form: it puts field messages under the fields and toasts the rest. */
export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: ({ message }) => {
      toast.success(message);
      return invalidateCategories(queryClient);
    },
  });
}
