import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
