import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { getToken, subscribeToken } from '@/lib/auth/token-storage';
import { toast } from '@/lib/toast';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The mutation says its failures itself: no toast from the cache. */
      ownErrors?: boolean;
    };
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Every failed write says why in a toast, from here: the server's sentence in the user's
    // language. Forms add their field messages under the fields themselves; a mutation whose
    // screen words the failure its own way sets meta.ownErrors.
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.ownErrors) return;
        toast.error(error.message);
      },
    }),
    defaultOptions: {
      queries: {
        // A 4xx will answer the same again; a dropped connection on a slow link may not.
        retry: (failureCount, error) =>
          failureCount < 2 &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        staleTime: 30_000,
        // Officers switch windows often; refetching on every return costs their data plan.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

let appClient: QueryClient | undefined;

/**
 * The tab's query cache, made when the signed-in layout first renders: the login page does
 * without it (docs/decisions/006-web-first-load.md). It outlives the layout (a not-found page
 * and back keeps the data), and when the session ends (log out, a 401, another tab) nothing of
 * it stays in memory.
 */
export function appQueryClient(): QueryClient {
  if (!appClient) {
    const client = createQueryClient();
    subscribeToken(() => {
      if (getToken() === null) client.clear();
    });
    appClient = client;
  }
  return appClient;
}
