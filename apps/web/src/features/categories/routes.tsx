import type { RouteObject } from 'react-router';

// The categories pages inside the signed-in layout (spread into app/router.tsx).
export const categoriesRoutes: RouteObject[] = [];
