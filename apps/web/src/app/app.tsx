import { useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { AppProvider } from './provider';
import { createQueryClient } from './query-client';
import { routes } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
