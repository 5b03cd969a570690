import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';

/** Renders nothing: the branches page shows the edit dialog for this URL. */
function EditUrl() {
  return null;
}

// The organisation pages inside the signed-in layout (spread into app/router.tsx), issue 28.
// The branch's edit URL is a child of the list without a page of its own, as the categories'.
export const organisationRoutes: RouteObject[] = [
  {
    path: paths.config.branches.path,
    lazy: () => import('./pages/branches-page').then((m) => ({ Component: m.BranchesPage })),
    children: [{ path: paths.config.branch.path, Component: EditUrl }],
  },
  {
    path: paths.config.wards.path,
    lazy: () => import('./pages/wards-page').then((m) => ({ Component: m.WardsPage })),
  },
];
