import { Outlet } from 'react-router';

/** SPEC.md: a wrapper screen renders the companies' nested routes (list, add, edit). */
export function CompaniesLayout() {
  return <Outlet />;
}
