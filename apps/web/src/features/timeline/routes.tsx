import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';

// The timeline pages inside the signed-in layout (spread into app/router.tsx).
export const timelineRoutes: RouteObject[] = [
  {
    path: paths.home.root.path,
    lazy: () => import('./pages/timeline-page').then((m) => ({ Component: m.TimelinePage })),
  },
];
