import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';

const profilePage = () =>
  import('@/features/settings/pages/settings-profile-page').then((m) => ({
    Component: m.SettingsProfilePage,
  }));

// The settings pages inside the signed-in layout (spread into app/router.tsx): the tabs are a
// layout route, each tab a child with its own URL. Defined at the app level: two tabs are other
// features' forms (the municipality's, the password's) in the settings feature's layout.
export const settingsRoutes: RouteObject[] = [
  {
    path: paths.home.profile.path,
    lazy: () =>
      import('@/features/settings/pages/home-profile-page').then((m) => ({
        Component: m.HomeProfilePage,
      })),
  },
  {
    path: paths.settings.root.path,
    lazy: () =>
      import('@/features/settings/pages/settings-layout').then((m) => ({
        Component: m.SettingsLayout,
      })),
    children: [
      { index: true, lazy: profilePage },
      { path: paths.settings.profile.path, lazy: profilePage },
      {
        path: paths.settings.company.path,
        lazy: () =>
          import('./settings-company-page').then((m) => ({
            Component: m.SettingsCompanyPage,
          })),
      },
      {
        path: paths.settings.changePassword.path,
        lazy: () =>
          import('./settings-password-page').then((m) => ({
            Component: m.SettingsPasswordPage,
          })),
      },
      {
        // Issue 17: the email service, for the Super-Admin (config/route-access.ts).
        path: paths.settings.mail.path,
        lazy: () =>
          import('@/features/settings/pages/settings-mail-page').then((m) => ({
            Component: m.SettingsMailPage,
          })),
      },
    ],
  },
];
