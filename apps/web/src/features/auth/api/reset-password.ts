import type { ResetPasswordRequest } from '@karyayojana/contracts';
import { api } from '@/lib/api-client';

export const RESET_PASSWORD_URL = '/api/reset-password';

export type { ResetPasswordRequest as ResetPasswordInput } from '@karyayojana/contracts';

/**
 * Sets a new password with a mail's link token (valid once, for 30 minutes). A 422 carries
 * `errors.token` for an unknown, expired or used link, else the password fields' messages.
 */
export function resetPassword(input: ResetPasswordRequest): Promise<{ message: string }> {
  return api.post<{ message: string }>(RESET_PASSWORD_URL, input, { endSessionOn401: false });
}
