import type { User } from '@karyayojana/contracts';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { useToken } from './token-storage';
import { queryKeys } from '@/lib/queries/query-keys';

export async function getUser(): Promise<User> {
  const body = await api.get<{ data: User }>('/api/user');
  return body.data;
}

export function getUserQueryOptions() {
  // The user, their company and role change rarely: one request per few minutes is plenty.
  return queryOptions({ queryKey: queryKeys.user, queryFn: getUser, staleTime: 5 * 60_000 });
}

/** The signed-in user; idle while there is no token. */
export function useUser() {
  const token = useToken();
  return useQuery({ ...getUserQueryOptions(), enabled: token !== null });
}

/** For pages inside the signed-in layout, which loads the user before it renders them. */
export function useCurrentUser(): User {
  return useSuspenseQuery(getUserQueryOptions()).data;
}
