import type { Company } from '@karyayojana/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getCompanyQueryOptions } from './get-company';
import { invalidateCompanies } from '@/lib/queries/invalidate';

export type LogoField = 'logo' | 'subLogo';

const endpoint: Record<LogoField, string> = {
  logo: 'delete-logo',
  subLogo: 'delete-sub-logo',
};

export function deleteCompanyLogo({ id, which }: { id: number; which: LogoField }) {
  return api.delete<{ message: string; company: Company }>(
    `/api/companies/${endpoint[which]}/${id}`,
  );
}

export function useDeleteCompanyLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompanyLogo,
    onSuccess: ({ company }) => {
      queryClient.setQueryData(getCompanyQueryOptions(company.id).queryKey, company);
      return invalidateCompanies(queryClient);
    },
  });
}
