import type { ForgotPasswordRequest } from '@karyayojana/contracts';
import { api } from '@/lib/api-client';

export const FORGOT_PASSWORD_URL = '/api/forgot-password';

/**
 * Asks for a password-reset link. The answer is the same whether the address is known or not;
 * 422 for a malformed address, 429 (RATE_LIMITED) when one address asks too often.
 */
export function forgotPassword(input: ForgotPasswordRequest): Promise<{ message: string }> {
  return api.post<{ message: string }>(FORGOT_PASSWORD_URL, input, { endSessionOn401: false });
}
