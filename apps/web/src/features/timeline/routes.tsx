import type { RouteObject } from 'react-router';

// The timeline pages inside the signed-in layout (spread into app/router.tsx).
export const timelineRoutes: RouteObject[] = [];
