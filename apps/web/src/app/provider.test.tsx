import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { AppProvider } from './provider';

test('toasts have a landmark named in the UI language', async () => {
  render(
    <AppProvider>
      <p>page</p>
    </AppProvider>,
  );
  expect(screen.getByText('page')).toBeVisible();
  // Once the page is up (sonner is not on the first page's critical path), before any toast.
  expect(await screen.findByRole('region', { name: /सूचनाहरू/ })).toBeInTheDocument();
});
