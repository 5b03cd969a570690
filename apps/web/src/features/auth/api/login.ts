import type { LoginRequest, LoginResponse } from '@karyayojana/contracts';

export type LoginInput = LoginRequest;
import { useState } from 'react';
import { api } from '@/lib/api-client';
import { setToken } from '@/lib/auth/token-storage';
import { handOverUser } from '@/lib/auth/user-handover';
import { toast } from '@/lib/toast';

export function login(input: LoginInput): Promise<LoginResponse> {
  // A 401 here means wrong credentials, not an ended session.
  return api.post<LoginResponse>('/api/login', input, { endSessionOn401: false });
}

/**
 * Signs in: `submit` resolves once the user is moving on to /home and rejects with the API's
 * error. No query library: the first page of every visit should not carry it for one request.
 */
export function useLogin() {
  const [isPending, setIsPending] = useState(false);

  async function submit(input: LoginInput): Promise<void> {
    setIsPending(true);
    try {
      const { token, message, user } = await login(input);
      // The answer carries the user: the signed-in layout puts it in the query cache, so its
      // first page needs no second request.
      handOverUser(user);
      toast.success(message);
      // Storing the token moves the user on to /home (the login route's guard).
      setToken(token);
    } finally {
      setIsPending(false);
    }
  }

  return { submit, isPending };
}
