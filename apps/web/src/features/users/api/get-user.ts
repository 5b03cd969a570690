import type { UserListItem } from '@karyayojana/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/query-keys';

export async function getManagedUser(id: number): Promise<UserListItem> {
  const body = await api.get<{ data: UserListItem }>(`/api/fetch-user/${id}`);
  return body.data;
}

export function getManagedUserQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.users.detail(id),
    queryFn: () => getManagedUser(id),
  });
}

/** A user the Super-Admin manages (GET /api/fetch-user/:id); idle without an id. */
export function useManagedUser(id: number | undefined) {
  return useQuery({ ...getManagedUserQueryOptions(id ?? 0), enabled: id !== undefined });
}
