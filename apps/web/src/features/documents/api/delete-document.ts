import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateDocuments } from '@/lib/queries/invalidate';

export function deleteDocument(id: number): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/api/other-documents/${id}`);
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: () => invalidateDocuments(queryClient),
  });
}
