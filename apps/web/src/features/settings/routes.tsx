import type { RouteObject } from 'react-router';

// The settings pages inside the signed-in layout (spread into app/router.tsx).
export const settingsRoutes: RouteObject[] = [];
