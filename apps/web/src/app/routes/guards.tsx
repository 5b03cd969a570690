import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { useToken } from '@/lib/auth/token-storage';

/** Signed-in routes: without a token the user goes to the login page. */
export function RequireToken() {
  const token = useToken();
  return token ? <Outlet /> : <Navigate to={paths.login.getHref()} replace />;
}

/** The login page: with a token the user goes to /home instead. */
export function RedirectIfToken() {
  const token = useToken();
  return token ? <Navigate to={paths.home.root.getHref()} replace /> : <Outlet />;
}
