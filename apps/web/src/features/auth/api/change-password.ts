import type { ChangePasswordRequest } from '@karyayojana/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clearToken } from '@/lib/auth/token-storage';
import { toast } from '@/lib/toast';
import { logout } from './logout';

export type { ChangePasswordRequest as ChangePasswordInput } from '@karyayojana/contracts';

export function changePassword(input: ChangePasswordRequest): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/change-password', input);
}

/** On success the user signs in again with the new password: the session ends, at /. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: async ({ message }) => {
      toast.success(message);
      // The server keeps this token valid (it revokes the others); revoke it too.
      await logout().catch(() => undefined);
      clearToken(); // the signed-in routes' guard now sends the user to /
    },
  });
}
