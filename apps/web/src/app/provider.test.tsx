import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { userQueryKey } from '@/lib/auth/get-user';
import { clearToken, setToken } from '@/lib/auth/token-storage';
import { makeUser } from '@/testing/data-generators';
import { AppProvider } from './provider';

test('when the session ends, nothing of it stays in the query cache', () => {
  const queryClient = new QueryClient();
  setToken('token');
  queryClient.setQueryData(userQueryKey, makeUser());
  render(
    <AppProvider queryClient={queryClient}>
      <p>page</p>
    </AppProvider>,
  );
  expect(screen.getByText('page')).toBeVisible();

  act(() => clearToken()); // what a 401, Log Out or another tab's log out does
  expect(queryClient.getQueryData(userQueryKey)).toBeUndefined();
});

test('toasts have a landmark named in the UI language', () => {
  render(
    <AppProvider queryClient={new QueryClient()}>
      <p>page</p>
    </AppProvider>,
  );
  expect(screen.getByRole('region', { name: /सूचनाहरू/ })).toBeInTheDocument();
});
