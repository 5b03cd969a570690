import type { OtherDocument } from '@karyayojana/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import { invalidateDocuments } from '@/lib/queries/invalidate';

export interface DocumentInput {
  name: string;
  remarks: string;
  /** Optional (docs/behaviour.md §9); on edit, a new file replaces the old one. */
  file: File | null;
}

export interface SaveDocumentInput {
  values: DocumentInput;
  onProgress?: (percent: number) => void;
}

export type SavedDocument = { message: string; data: OtherDocument };

export function documentForm({ name, remarks, file }: DocumentInput): FormData {
  const form = new FormData();
  form.set('name', name);
  form.set('remarks', remarks);
  if (file) form.set('documents', file);
  return form;
}

export function createDocument({ values, onProgress }: SaveDocumentInput): Promise<SavedDocument> {
  return uploadWithProgress<SavedDocument>('/api/other-documents', documentForm(values), {
    onProgress,
  });
}

/** docs/behaviour.md §9: after a create the list is loaded again. */
export function useCreateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDocument,
    onSuccess: () => invalidateDocuments(queryClient),
  });
}
