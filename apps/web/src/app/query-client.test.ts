import { expect, test } from 'vitest';
import { clearToken, setToken } from '@/lib/auth/token-storage';
import { makeUser } from '@/testing/data-generators';
import { appQueryClient } from './query-client';
import { queryKeys } from '@/lib/queries/query-keys';

test('one cache for the tab: nothing of a session stays in it once the session ends', () => {
  const queryClient = appQueryClient();
  expect(appQueryClient()).toBe(queryClient);
  setToken('token');
  queryClient.setQueryData(queryKeys.user, makeUser());

  clearToken(); // what a 401, Log Out or another tab's log out does
  expect(queryClient.getQueryData(queryKeys.user)).toBeUndefined();
});
