import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateCompanies } from '@/lib/queries/invalidate';

export function deleteCompany(id: number) {
  return api.delete<{ message: string }>(`/api/companies/${id}`);
}

export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompany,
    onSuccess: () => invalidateCompanies(queryClient),
  });
}
