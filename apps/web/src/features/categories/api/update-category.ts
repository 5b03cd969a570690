import type { Category } from '@karyayojana/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import type { CategoryInput } from './create-category';
import { invalidateCategories } from '@/lib/queries/invalidate';

export function updateCategory({
  id,
  ...input
}: CategoryInput & { id: number }): Promise<{ message: string; data: Category }> {
  return api.put(`/api/categories/${id}`, input);
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onSuccess: ({ message }) => {
      toast.success(message);
      return invalidateCategories(queryClient);
    },
  });
}
