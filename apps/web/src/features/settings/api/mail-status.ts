import type { MailStatusResponse, MailTestRequest } from '@karyayojana/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/query-keys';

export const MAIL_STATUS_URL = '/api/mail/status';
export const MAIL_TEST_URL = '/api/mail/test';

/** Whether mail is on, the queue's counts, the latest problems and jobs (Super-Admin). */
export type MailStatus = MailStatusResponse['data'];

export async function getMailStatus(signal?: AbortSignal): Promise<MailStatus> {
  const body = await api.get<MailStatusResponse>(MAIL_STATUS_URL, { signal });
  return body.data;
}

/** Queues a test mail to `email` (the caller when left out); 409 when mail is off. */
export function sendTestMail(input: MailTestRequest): Promise<{ message: string }> {
  return api.post<{ message: string }>(MAIL_TEST_URL, input);
}

export function mailStatusQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.mailStatus,
    queryFn: ({ signal }) => getMailStatus(signal),
    // The queue moves on its own: fetched again whenever the page shows it.
    staleTime: 0,
  });
}

export function useMailStatus() {
  return useQuery(mailStatusQueryOptions());
}

/** Sends a test mail; the queue is read again, so the new job shows. */
export function useSendTestMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestMail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.mailStatus }),
  });
}
