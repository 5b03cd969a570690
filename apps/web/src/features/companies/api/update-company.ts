import type { Company } from '@karyayojana/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveCompanyInput } from './create-company';
import { invalidateCompanies } from '@/lib/queries/invalidate';
import { uploadWithProgress } from '@/lib/upload-with-progress';

export function updateCompany({ id, form, onProgress }: SaveCompanyInput & { id: number }) {
  // docs/behaviour.md §5: multipart updates travel as POST with the method override.
  form.set('_method', 'PUT');
  return uploadWithProgress<{ message: string; data: Company }>(`/api/companies/${id}`, form, {
    onProgress,
  });
}

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: () => invalidateCompanies(queryClient),
  });
}
