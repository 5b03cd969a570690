import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentForm, type SaveDocumentInput, type SavedDocument } from './create-document';
import { documentsQueryKey } from './get-documents';
import { uploadWithProgress } from '@/lib/upload-with-progress';

export function updateDocument({
  id,
  values,
  onProgress,
}: SaveDocumentInput & { id: number }): Promise<SavedDocument> {
  const form = documentForm(values);
  // SPEC.md §7: multipart updates travel as POST with the method override.
  form.set('_method', 'PUT');
  return uploadWithProgress<SavedDocument>(`/api/other-documents/${id}`, form, { onProgress });
}

export function useUpdateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsQueryKey }),
  });
}
