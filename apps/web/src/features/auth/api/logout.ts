import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { clearToken } from '@/lib/auth/token-storage';
import { clearOfflineCopies } from '@/lib/offline-caches';

/** Revokes the token in use on the server. A slow link must not keep a user from leaving. */
export async function logout(): Promise<void> {
  await api.post<{ message: string }>('/api/logout', undefined, {
    endSessionOn401: false,
    signal: AbortSignal.timeout(8000),
  });
}

/** Log Out: revoke the token (best effort), forget it and the offline copies, and start again at /. */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onSettled: async () => {
      // The stored copies go first (the next user reads nothing offline); then the token and
      // the page together, so that the app does not navigate by itself in between.
      await clearOfflineCopies().catch(() => undefined);
      clearToken();
      window.location.assign(paths.login.getHref());
    },
  });
}
