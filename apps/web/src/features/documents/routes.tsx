import type { RouteObject } from 'react-router';

// The documents pages inside the signed-in layout (spread into app/router.tsx).
export const documentsRoutes: RouteObject[] = [];
