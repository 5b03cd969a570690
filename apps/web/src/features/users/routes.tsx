import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';

const usersPage = () => import('./pages/users-page').then((m) => ({ Component: m.UsersPage }));
const formPage = () =>
  import('./pages/user-form-page').then((m) => ({ Component: m.UserFormPage }));
const passwordPage = () =>
  import('./pages/user-password-page').then((m) => ({ Component: m.UserPasswordPage }));

// The users pages inside the signed-in layout (spread into app/router.tsx).
export const usersRoutes: RouteObject[] = [
  { path: paths.config.companyUsers.path, lazy: usersPage },
  { path: paths.config.registerUser.path, lazy: formPage },
  { path: paths.config.editUser.path, lazy: formPage },
  // The original product lists /dashboard/config/ as the user form as well.
  { path: paths.config.root.path, lazy: formPage },
  { path: paths.config.userPassword.path, lazy: passwordPage },
  { path: paths.dashboard.changeUserPassword.path, lazy: passwordPage },
];
