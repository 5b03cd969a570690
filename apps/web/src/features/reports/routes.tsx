import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';

// The reports pages inside the signed-in layout (spread into app/router.tsx).
export const reportsRoutes: RouteObject[] = [
  {
    path: paths.reports.progress.path,
    lazy: () =>
      import('./pages/progress-report-page').then((m) => ({ Component: m.ProgressReportPage })),
  },
];
