import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { getToken, subscribeToken } from '@/lib/auth/token-storage';
import { i18n } from '@/lib/i18n';

/** SPEC.md §9: toasts at the top centre for 3 seconds; their landmark and buttons in our words. */
function AppToaster() {
  const { t } = useTranslation();
  return (
    <Toaster
      position="top-center"
      duration={3000}
      closeButton
      containerAriaLabel={t('app.notifications')}
      toastOptions={{ closeButtonAriaLabel: t('dialog.close') }}
    />
  );
}

interface AppProviderProps {
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProvider({ queryClient, children }: AppProviderProps) {
  // When the session ends (log out, a 401, another tab), nothing of it may stay in memory.
  useEffect(
    () =>
      subscribeToken(() => {
        if (getToken() === null) queryClient.clear();
      }),
    [queryClient],
  );

  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <AppToaster />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
