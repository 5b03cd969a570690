import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';

// The trash inside the signed-in layout (spread into app/router.tsx).
export const trashRoutes: RouteObject[] = [
  {
    path: paths.trash.list.path,
    lazy: () => import('./pages/trash-page').then((m) => ({ Component: m.TrashPage })),
  },
];
