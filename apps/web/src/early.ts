/*
 * The first script of /home, beside the app's entry (the server adds it to the page's HTML:
 * apps/server/src/plugins/route-preloads.ts). It is small and runs as soon as it arrives, so
 * the plan's requests start while the app's code is still on its way or being run, not after
 * (docs/performance.md). The app's own route loader asks the same when /home is reached
 * without a page load (after signing in); preloadTimeline asks once per page load.
 */
import { preloadTimeline } from '@/features/timeline/api/preload-timeline';

if (location.pathname === '/home' || location.pathname === '/home/') {
  preloadTimeline(new URLSearchParams(location.search));
}
