import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';

// The timeline pages inside the signed-in layout (spread into app/router.tsx).
export const timelineRoutes: RouteObject[] = [
  {
    path: paths.home.root.path,
    // The plan's requests start as soon as /home is matched, beside the code and the user
    // rather than after them (api/preload-timeline.ts); nothing waits for them here. Imported, not
    // bundled into the entry: the login page does not carry it.
    loader: ({ request }) => {
      const search = new URL(request.url).searchParams;
      // If it cannot be had (offline), the page asks for itself.
      import('./api/preload-timeline').then(
        (m) => m.preloadTimeline(search),
        () => undefined,
      );
      return null;
    },
    // A filter changes the URL's query: the page's own queries answer that.
    shouldRevalidate: () => false,
    lazy: () => import('./pages/timeline-page').then((m) => ({ Component: m.TimelinePage })),
  },
];
