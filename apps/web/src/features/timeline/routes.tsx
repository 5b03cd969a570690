import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { preloadTimeline } from './api/early-requests';

// The timeline pages inside the signed-in layout (spread into app/router.tsx).
export const timelineRoutes: RouteObject[] = [
  {
    path: paths.home.root.path,
    // The plan's requests start as soon as /home is matched, beside the code and the user
    // rather than after them (api/early-requests); nothing waits for them here.
    loader: ({ request }) => {
      preloadTimeline(new URL(request.url).searchParams);
      return null;
    },
    // A filter changes the URL's query: the page's own queries answer that.
    shouldRevalidate: () => false,
    lazy: () => import('./pages/timeline-page').then((m) => ({ Component: m.TimelinePage })),
  },
];
