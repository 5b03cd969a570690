import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { categoriesQueryKey } from './get-categories';

export function deleteCategory(id: number): Promise<{ message: string }> {
  return api.delete(`/api/categories/${id}`);
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: ({ message }) => {
      toast.success(message);
      return queryClient.invalidateQueries({ queryKey: categoriesQueryKey });
    },
    onError: (error) => toast.error(error.message),
  });
}
