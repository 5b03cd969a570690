import type { User } from '@karyayojana/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/lib/api-client';
import { setToken } from '@/lib/auth/token-storage';
import { userQueryKey } from '@/lib/auth/user-query-key';
import { toast } from '@/lib/toast';

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

/**
 * Signs in: `submit` resolves once the user is moving on to /home and rejects with the API's
 * error. No useMutation: the first page of every visit should not carry the mutation code for
 * one request.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  const [isPending, setIsPending] = useState(false);

  async function submit(input: LoginInput): Promise<void> {
    setIsPending(true);
    try {
      const { token, message, user } = await login(input);
      // The answer carries the user: no second request before the first page.
      queryClient.setQueryData(userQueryKey, user);
      toast.success(message);
      // Storing the token moves the user on to /home (the login route's guard).
      setToken(token);
    } finally {
      setIsPending(false);
    }
  }

  return { submit, isPending };
}
