import { expect, test } from 'vitest';
import { clearToken, setToken } from '@/lib/auth/token-storage';
import { userQueryKey } from '@/lib/auth/user-query-key';
import { makeUser } from '@/testing/data-generators';
import { appQueryClient } from './query-client';

test('one cache for the tab: nothing of a session stays in it once the session ends', () => {
  const queryClient = appQueryClient();
  expect(appQueryClient()).toBe(queryClient);
  setToken('token');
  queryClient.setQueryData(userQueryKey, makeUser());

  clearToken(); // what a 401, Log Out or another tab's log out does
  expect(queryClient.getQueryData(userQueryKey)).toBeUndefined();
});
