import type { UserListItem } from '@karyayojana/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/query-keys';

export function getUsers(): Promise<UserListItem[]> {
  // docs/behaviour.md §3: all-users answers with the array itself, not under `data`.
  return api.get<UserListItem[]>('/api/all-users');
}

export function getUsersQueryOptions() {
  return queryOptions({ queryKey: queryKeys.users.list, queryFn: getUsers });
}

export function useUsers() {
  return useQuery(getUsersQueryOptions());
}
