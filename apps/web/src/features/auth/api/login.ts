import type { User } from '@karyayojana/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth/get-user';
import { setToken } from '@/lib/auth/token-storage';

export interface LoginInput {
  email: string;
  password: string;
}

export interface LoginResponse {
  token: string;
  message: string;
  user: User;
}

export function login(input: LoginInput): Promise<LoginResponse> {
  // A 401 here means wrong credentials, not an ended session.
  return api.post<LoginResponse>('/api/login', input, { endSessionOn401: false });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // Here rather than in the form: storing the token moves the user on to /home (the login
    // route's guard), which unmounts the form before callbacks given to mutate() would run.
    onSuccess: ({ token, message, user }) => {
      // The answer carries the user: no second request before the first page.
      queryClient.setQueryData(userQueryKey, user);
      toast.success(message);
      setToken(token);
    },
  });
}
