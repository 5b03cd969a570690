import type { RouteObject } from 'react-router';

// The companies pages inside the signed-in layout (spread into app/router.tsx).
export const companiesRoutes: RouteObject[] = [];
