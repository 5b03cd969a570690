import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';

/** Renders nothing: the list page above shows the edit dialog for this URL. */
function EditUrl() {
  return null;
}

// The fiscal-years pages inside the signed-in layout (spread into app/router.tsx). The edit
// URL (paths.config.fiscalYear) is a child of the list without a page of its own: the list
// stays mounted while its edit dialog opens and closes, so the focus returns to the row's
// edit link. The page reads the child's :id with useParams().
export const fiscalYearsRoutes: RouteObject[] = [
  {
    path: paths.config.fiscalYears.path,
    lazy: () => import('./pages/fiscal-years-page').then((m) => ({ Component: m.FiscalYearsPage })),
    children: [{ path: paths.config.fiscalYear.path, Component: EditUrl }],
  },
];
