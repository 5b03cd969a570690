import type { MailSettings, MailSettingsResponse } from '@karyayojana/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/query-keys';

export const MAIL_SETTINGS_URL = '/api/mail-settings';

export type { MailSettings } from '@karyayojana/contracts';

/** The changes a save sends: any of the three, a field left out keeps its value. */
export interface MailSettingsChanges {
  digest?: boolean;
  reminder_days?: MailSettings['reminder_days'];
  language?: MailSettings['language'];
}

/** The signed-in user's email choices, and whether this server sends mail at all. */
export async function getMailSettings(signal?: AbortSignal): Promise<MailSettings> {
  const body = await api.get<MailSettingsResponse>(MAIL_SETTINGS_URL, { signal });
  return body.data;
}

export function updateMailSettings(
  changes: MailSettingsChanges,
): Promise<{ message: string; data: MailSettings }> {
  return api.put<{ message: string; data: MailSettings }>(MAIL_SETTINGS_URL, changes);
}

export function mailSettingsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.mailSettings,
    queryFn: ({ signal }) => getMailSettings(signal),
  });
}

export function useMailSettings() {
  return useQuery(mailSettingsQueryOptions());
}

/** Saves the changed choices; the server's answer replaces them in the cache. */
export function useUpdateMailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: MailSettingsChanges) => updateMailSettings(changes),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(queryKeys.mailSettings, data);
    },
  });
}
