import { timelineRoutes } from '@/features/timeline/routes';
import { documentsRoutes } from '@/features/documents/routes';
import { settingsRoutes } from './routes/settings/routes';
import { fiscalYearsRoutes } from '@/features/fiscal-years/routes';
import { categoriesRoutes } from '@/features/categories/routes';
import { companiesRoutes } from '@/features/companies/routes';
import { usersRoutes } from '@/features/users/routes';
import { organisationRoutes } from '@/features/organisation/routes';
import { eventsRoutes } from '@/features/events/routes';
import { importsRoutes } from '@/features/imports/routes';
import { reportsRoutes } from '@/features/reports/routes';
import { activityRoutes } from '@/features/activity/routes';
import { trashRoutes } from '@/features/trash/routes';
import type { ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { loadFeatureTexts } from './load-feature-texts';
import { loadPublicTexts } from './load-public-texts';
import { RedirectIfToken, RequireToken } from './routes/guards';
import { RouteError } from './routes/route-error';

function FullScreenLoading() {
  return <Loading fullScreen />;
}

// The pages inside the signed-in layout. A new screen is one entry here (with its role in
// config/route-access.ts); each page is its own chunk, fetched when first opened.
export const signedInPages: RouteObject[] = [
  {
    path: paths.home.settingsProfile.path,
    lazy: () =>
      import('@/features/auth/pages/change-password-page').then((m) => ({
        Component: m.ChangePasswordPage,
      })),
  },
  {
    path: paths.dashboard.root.path,
    lazy: () =>
      import('./routes/dashboard').then((m) => ({
        Component: m.Dashboard,
      })),
  },
  ...fiscalYearsRoutes,
  ...categoriesRoutes,
  ...companiesRoutes,
  ...usersRoutes,
  ...organisationRoutes,
  ...eventsRoutes,
  ...timelineRoutes,
  ...documentsRoutes,
  ...reportsRoutes,
  ...importsRoutes,
  ...activityRoutes,
  ...trashRoutes,
  ...settingsRoutes,
];

// The public pages of email (issue 17): the links in the server's mails open them, signed in or
// not. Each is its own chunk and brings its texts (a small chunk too): the login page's bundle
// does not carry them.
const publicPage = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  lazy: async () => {
    const [Component] = await Promise.all([load(), loadPublicTexts()]);
    return { Component };
  },
});

export const publicPages: RouteObject[] = [
  publicPage(paths.forgotPassword.path, () =>
    import('@/features/auth/pages/forgot-password-page').then((m) => m.ForgotPasswordPage),
  ),
  publicPage(paths.resetPassword.path, () =>
    import('@/features/auth/pages/reset-password-page').then((m) => m.ResetPasswordPage),
  ),
  publicPage(paths.unsubscribe.path, () =>
    import('@/features/auth/pages/unsubscribe-page').then((m) => m.UnsubscribePage),
  ),
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: Outlet,
    HydrateFallback: FullScreenLoading,
    ErrorBoundary: RouteError,
    children: [
      {
        Component: RedirectIfToken,
        children: [
          {
            path: paths.login.path,
            lazy: () =>
              import('@/features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })),
          },
        ],
      },
      ...publicPages,
      {
        Component: RequireToken,
        children: [
          {
            // The features' texts and the query cache come with the layout, before any page
            // inside it renders.
            lazy: async () => {
              const [{ SignedInLayout }] = await Promise.all([
                import('./layouts/app-layout'),
                loadFeatureTexts(),
              ]);
              return { Component: SignedInLayout };
            },
            children: signedInPages,
          },
        ],
      },
      {
        path: '*',
        lazy: () =>
          import('./routes/not-found').then((m) => ({ Component: m.StandaloneNotFoundPage })),
      },
    ],
  },
];
