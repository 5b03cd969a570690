import type { User } from '@karyayojana/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { mayOpen } from '@/config/route-access';
import { useLogout } from '@/features/auth/api/logout';
import { useUser } from '@/lib/auth/get-user';
import { roleNames } from '@/lib/auth/roles';
import { takeHandedOverUser } from '@/lib/auth/user-handover';
import { useTranslation } from '@/lib/i18n';
import { OfflineReason } from '@/lib/offline-reason';
import { appQueryClient } from '../query-client';
import { OfflineBanner, useOnline, useServiceWorker } from './offline';
import { NotFoundPage } from '../routes/not-found';
import { DesktopSidebar, MobileSidebar } from './sidebar';
import { TopBar } from './top-bar';
import { useSidebarCollapsed } from './use-sidebar-collapsed';
import { queryKeys } from '@/lib/queries/query-keys';

// Must match --breakpoint-md in index.css.
const DESKTOP = '(min-width: 48.0625rem)';

/**
 * The signed-in layout route. The query cache is provided here, not in the entry: the login
 * page does not load the query library. Coming from the login page, the user its answer
 * carried goes into the cache before anything asks for it.
 */
export function SignedInLayout() {
  const [queryClient] = useState(() => {
    const client = appQueryClient();
    const user = takeHandedOverUser();
    if (user) client.setQueryData(queryKeys.user, user);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <AppLayout />
    </QueryClientProvider>
  );
}

/** The frame of every signed-in page (/home/*, /dashboard/*), once the user is known. */
export function AppLayout() {
  const { t } = useTranslation();
  const user = useUser();
  if (user.isPending) return <Loading fullScreen />;
  if (user.isError) {
    return (
      <div
        role="alert"
        className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center"
      >
        <p className="text-lg text-slate-800">{t('errors.loadUser')}</p>
        <p className="text-slate-700">{user.error.message}</p>
        <Button onClick={() => void user.refetch()}>{t('errors.retry')}</Button>
      </div>
    );
  }
  return <Shell user={user.data} />;
}

function Shell({ user }: { user: User }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const logout = useLogout();
  const mainRef = useRef<HTMLElement>(null);
  const online = useOnline();
  useServiceWorker();
  const onLogOut = () => logout.mutate();

  // The content box scrolls, not the window: start each page at its top.
  useEffect(() => {
    if (mainRef.current) mainRef.current.scrollTop = 0;
  }, [pathname]);

  // A modal drawer left open while the window grows past the breakpoint would keep the page inert.
  useEffect(() => {
    const desktop = window.matchMedia?.(DESKTOP);
    const close = () => desktop?.matches && setDrawerOpen(false);
    desktop?.addEventListener('change', close);
    return () => desktop?.removeEventListener('change', close);
  }, []);

  return (
    <OfflineReason.Provider value={online ? null : t('offline.reason')}>
      <div className="flex h-dvh overflow-hidden bg-slate-50">
        <a
          href="#main-content"
          onClick={(event) => {
            event.preventDefault();
            mainRef.current?.focus();
          }}
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-blue-800 shadow focus:not-sr-only focus:absolute focus:left-2 focus:top-2"
        >
          {t('app.skipToContent')}
        </a>
        {/* Every role has the navigation; its links are those the role may open. */}
        <DesktopSidebar
          user={user}
          collapsed={collapsed}
          onToggle={toggleCollapsed}
          onLogOut={onLogOut}
        />
        <MobileSidebar
          user={user}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          onLogOut={onLogOut}
        />
        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar
            user={user}
            onOpenMenu={() => setDrawerOpen(true)}
            menuOpen={drawerOpen}
            onLogOut={onLogOut}
          />
          <OfflineBanner online={online} />
          <main
            ref={mainRef}
            id="main-content"
            tabIndex={-1}
            className="flex-1 overflow-y-auto focus:outline-none"
          >
            <Suspense fallback={<Loading />}>
              {mayOpen(pathname, roleNames(user)) ? <Outlet /> : <NotFoundPage />}
            </Suspense>
          </main>
        </div>
      </div>
    </OfflineReason.Provider>
  );
}
