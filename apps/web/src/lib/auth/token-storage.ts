import { useSyncExternalStore } from 'react';
import { getToken, subscribeToken } from './token';

export { TOKEN_KEY, clearToken, getToken, setToken, subscribeToken } from './token';

export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, () => null);
}
