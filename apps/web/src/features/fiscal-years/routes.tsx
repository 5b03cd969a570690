import type { RouteObject } from 'react-router';

// The fiscal-years pages inside the signed-in layout (spread into app/router.tsx).
export const fiscalYearsRoutes: RouteObject[] = [];
