import type { RouteObject } from 'react-router';

// The events pages inside the signed-in layout (spread into app/router.tsx).
export const eventsRoutes: RouteObject[] = [];
