import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';

// The import pages inside the signed-in layout (spread into app/router.tsx).
export const importsRoutes: RouteObject[] = [
  {
    path: paths.events.import.path,
    lazy: () =>
      import('./pages/events-import-page').then((m) => ({ Component: m.EventsImportPage })),
  },
  {
    path: paths.config.companyImport.path,
    lazy: () =>
      import('./pages/companies-import-page').then((m) => ({ Component: m.CompaniesImportPage })),
  },
];
