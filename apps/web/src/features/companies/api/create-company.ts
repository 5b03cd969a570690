import type { Company } from '@karyayojana/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateCompanies } from '@/lib/queries/invalidate';
import { uploadWithProgress } from '@/lib/upload-with-progress';

export interface SaveCompanyInput {
  /** Text fields and the chosen logo files (see buildCompanyForm). */
  form: FormData;
  onProgress?: (percent: number) => void;
}

export function createCompany({ form, onProgress }: SaveCompanyInput) {
  return uploadWithProgress<{ message: string; data: Company }>('/api/companies', form, {
    onProgress,
  });
}

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: () => invalidateCompanies(queryClient),
  });
}
