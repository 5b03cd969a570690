import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { clearToken, setToken } from '@/lib/auth/token-storage';
import { userQueryKey } from '@/lib/auth/user-query-key';
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

test('toasts have a landmark named in the UI language', async () => {
  render(
    <AppProvider queryClient={new QueryClient()}>
      <p>page</p>
    </AppProvider>,
  );
  // Once the page is up (sonner is not on the first page's critical path), before any toast.
  expect(await screen.findByRole('region', { name: /सूचनाहरू/ })).toBeInTheDocument();
});
