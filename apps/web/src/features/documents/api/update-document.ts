import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentForm, type SaveDocumentInput, type SavedDocument } from './create-document';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import { invalidateDocuments } from '@/lib/queries/invalidate';

export function updateDocument({
  id,
  values,
  onProgress,
}: SaveDocumentInput & { id: number }): Promise<SavedDocument> {
  const form = documentForm(values);
  // docs/behaviour.md §9: multipart updates travel as POST with the method override.
  form.set('_method', 'PUT');
  return uploadWithProgress<SavedDocument>(`/api/other-documents/${id}`, form, { onProgress });
}

export function useUpdateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDocument,
    onSuccess: () => invalidateDocuments(queryClient),
  });
}
