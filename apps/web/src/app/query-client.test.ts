import { describe, expect, test, vi } from 'vitest';
import { clearToken, setToken } from '@/lib/auth/token-storage';
import { makeUser } from '@/testing/data-generators';
import { toast } from '@/lib/toast';
import { appQueryClient, createQueryClient } from './query-client';
import { queryKeys } from '@/lib/queries/query-keys';

test('one cache for the tab: nothing of a session stays in it once the session ends', () => {
  const queryClient = appQueryClient();
  expect(appQueryClient()).toBe(queryClient);
  setToken('token');
  queryClient.setQueryData(queryKeys.user, makeUser());

  clearToken(); // what a 401, Log Out or another tab's log out does
  expect(queryClient.getQueryData(queryKeys.user)).toBeUndefined();
});

describe('a failed write', () => {
  test('says why in a toast, unless its screen words the failure itself', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
    const client = createQueryClient();
    const failing = (meta?: { ownErrors?: boolean }) =>
      client
        .getMutationCache()
        .build(client, {
          mutationFn: () => Promise.reject(new Error('यो आर्थिक वर्षमा कार्यक्रमहरू छन्।')),
          meta,
        })
        .execute(undefined)
        .catch(() => undefined);

    await failing();
    expect(error).toHaveBeenCalledWith('यो आर्थिक वर्षमा कार्यक्रमहरू छन्।');
    error.mockClear();
    await failing({ ownErrors: true });
    expect(error).not.toHaveBeenCalled();
  });
});
