import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { clearToken } from '@/lib/auth/token-storage';

/** Revokes the token in use on the server. A slow link must not keep a user from leaving. */
export async function logout(): Promise<void> {
  await api.post<{ message: string }>('/api/logout', undefined, {
    endSessionOn401: false,
    signal: AbortSignal.timeout(8000),
  });
}

/** Log Out: revoke the token (best effort), forget it, and start again from a fresh page at /. */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      clearToken();
      window.location.assign(paths.login.getHref());
    },
  });
}
