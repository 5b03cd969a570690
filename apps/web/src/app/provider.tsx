import { useEffect, useState, type ReactNode } from 'react';
import type { Toaster as SonnerToaster } from 'sonner';
import { useTranslation } from '@/lib/i18n';
import { loadedSonner, loadSonner, onSonnerLoaded } from '@/lib/toast';

/** Runs `callback` once the browser is idle (Safari has no requestIdleCallback: a short wait). */
function whenIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 200);
  return () => clearTimeout(id);
}

/**
 * docs/behaviour.md §13: toasts at the top centre for 3 seconds; their landmark and buttons in our words.
 * Mounted once the first page is up (sonner is not on its critical path), and so before any
 * toast, which only follows a user's action or an answer: the live region is there to announce it.
 */
function AppToaster() {
  const { t } = useTranslation();
  const [Toaster, setToaster] = useState<typeof SonnerToaster | undefined>(
    () => loadedSonner()?.Toaster,
  );
  useEffect(() => onSonnerLoaded((module) => setToaster(() => module.Toaster)), []);
  // If this fetch fails (offline for a moment), the first toast fetches it again.
  useEffect(() => whenIdle(() => void loadSonner().catch(() => undefined)), []);
  if (!Toaster) return null;
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

/**
 * What every page shares, the login page included. The query cache is not here: the
 * signed-in layout provides it (app/layouts/app-layout.tsx), so the first page of a visit does
 * not load the query library.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <AppToaster />
    </>
  );
}
