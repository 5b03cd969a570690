import { Outlet } from 'react-router';

/** docs/behaviour.md §5: a wrapper screen renders the companies' nested routes (list, add, edit). */
export function CompaniesLayout() {
  return <Outlet />;
}
