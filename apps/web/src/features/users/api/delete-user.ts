import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateUsers } from '@/lib/queries/invalidate';

export function deleteUser(id: number) {
  return api.delete<{ message: string }>(`/api/delete-user/${id}`);
}

/** A 409 (yourself, the last Super-Admin) comes back with a message to show. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => invalidateUsers(queryClient),
  });
}
