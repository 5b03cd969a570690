import type { UserListItem } from '@karyayojana/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every query about the managed users starts with this key; writes invalidate it. */
export const usersQueryKey = ['users'] as const;

export function getUsers(): Promise<UserListItem[]> {
  // SPEC.md: all-users answers with the array itself, not under `data`.
  return api.get<UserListItem[]>('/api/all-users');
}

export function getUsersQueryOptions() {
  return queryOptions({ queryKey: [...usersQueryKey, 'list'], queryFn: getUsers });
}

export function useUsers() {
  return useQuery(getUsersQueryOptions());
}
