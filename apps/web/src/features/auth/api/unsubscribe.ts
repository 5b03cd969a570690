import type { UnsubscribeRequest } from '@karyayojana/contracts';
import { api } from '@/lib/api-client';

export const UNSUBSCRIBE_URL = '/api/unsubscribe';

/** Turns off the digest and the reminders of the person a mail's link names; 404 for nobody. */
export function unsubscribe(input: UnsubscribeRequest): Promise<{ message: string }> {
  return api.post<{ message: string }>(UNSUBSCRIBE_URL, input, { endSessionOn401: false });
}
