import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { invalidateCategories } from '@/lib/queries/invalidate';

export function deleteCategory(id: number): Promise<{ message: string }> {
  return api.delete(`/api/categories/${id}`);
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: ({ message }) => {
      toast.success(message);
      return invalidateCategories(queryClient);
    },
  });
}
