import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';

// The companies pages inside the signed-in layout (spread into app/router.tsx). docs/behaviour.md §5: a
// wrapper screen renders the list and the form as nested routes.
export const companiesRoutes: RouteObject[] = [
  {
    path: paths.config.companies.path,
    lazy: () => import('./pages/companies-layout').then((m) => ({ Component: m.CompaniesLayout })),
    children: [
      {
        index: true,
        lazy: () => import('./pages/companies-page').then((m) => ({ Component: m.CompaniesPage })),
      },
      {
        path: paths.config.companyAdd.path,
        lazy: () =>
          import('./pages/company-form-page').then((m) => ({ Component: m.CompanyFormPage })),
      },
      {
        path: paths.config.companyEdit.path,
        lazy: () =>
          import('./pages/company-form-page').then((m) => ({ Component: m.CompanyFormPage })),
      },
    ],
  },
];
