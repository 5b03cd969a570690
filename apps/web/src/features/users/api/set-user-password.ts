import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface SetUserPasswordInput {
  id: number;
  password: string;
  password_confirmation: string;
}

export function setUserPassword({ id, ...body }: SetUserPasswordInput) {
  return api.put<{ message: string }>(`/api/change-user-password/${id}`, body);
}

/** The Super-Admin sets someone's password; the server signs that user out everywhere. */
export function useSetUserPassword() {
  return useMutation({ mutationFn: setUserPassword });
}
