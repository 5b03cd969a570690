import type { UserListItem, UserRegister } from '@karyayojana/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateUsers } from '@/lib/queries/invalidate';

export type RegisterUserInput = UserRegister;

export function registerUser(input: RegisterUserInput) {
  return api.post<{ message: string; data: UserListItem }>('/api/register', input);
}

export function useRegisterUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerUser,
    onSuccess: () => invalidateUsers(queryClient),
  });
}
