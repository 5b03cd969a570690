import type { RouteObject } from 'react-router';

// The users pages inside the signed-in layout (spread into app/router.tsx).
export const usersRoutes: RouteObject[] = [];
