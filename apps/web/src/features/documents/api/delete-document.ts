import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { documentsQueryKey } from './get-documents';

export function deleteDocument(id: number): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/api/other-documents/${id}`);
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsQueryKey }),
  });
}
