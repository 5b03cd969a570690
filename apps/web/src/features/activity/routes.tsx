import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';

// The activity log inside the signed-in layout (spread into app/router.tsx).
export const activityRoutes: RouteObject[] = [
  {
    path: paths.activity.list.path,
    lazy: () => import('./pages/activity-page').then((m) => ({ Component: m.ActivityPage })),
  },
];
