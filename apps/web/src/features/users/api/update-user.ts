import type { UserListItem, UserUpdate } from '@karyayojana/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateUsers } from '@/lib/queries/invalidate';

export type UpdateUserInput = UserUpdate & { id: number };

export function updateUser({ id, ...body }: UpdateUserInput) {
  return api.put<{ message: string; data: UserListItem }>(`/api/update-user/${id}`, body);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    // The Super-Admin may have edited themself: the top bar shows their name and role.
    onSuccess: () => invalidateUsers(queryClient),
  });
}
