import type { SetUserPassword } from '@karyayojana/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type SetUserPasswordInput = SetUserPassword & { id: number };

export function setUserPassword({ id, ...body }: SetUserPasswordInput) {
  return api.put<{ message: string }>(`/api/change-user-password/${id}`, body);
}

/** The Super-Admin sets someone's password; the server signs that user out everywhere. */
export function useSetUserPassword() {
  return useMutation({ mutationFn: setUserPassword });
}
