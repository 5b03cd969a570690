import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';

// The events pages inside the signed-in layout (spread into app/router.tsx). The task form also
// opens nested under the event view (…/view/add/:id, 'new' to create), over the event it belongs to.
export const eventsRoutes: RouteObject[] = [
  {
    path: paths.events.list.path,
    lazy: () => import('./pages/events-list-page').then((m) => ({ Component: m.EventsListPage })),
  },
  {
    path: paths.events.add.path,
    lazy: () => import('./pages/event-form-page').then((m) => ({ Component: m.EventFormPage })),
  },
  {
    path: paths.events.edit.path,
    lazy: () => import('./pages/event-form-page').then((m) => ({ Component: m.EventFormPage })),
  },
  {
    path: paths.events.view.path,
    lazy: () => import('./pages/event-view-page').then((m) => ({ Component: m.EventViewPage })),
    children: [
      {
        path: 'add/:id',
        lazy: () =>
          import('./pages/task-form-dialog').then((m) => ({ Component: m.TaskFormDialog })),
      },
    ],
  },
  {
    path: paths.events.task.path,
    lazy: () => import('./pages/task-form-page').then((m) => ({ Component: m.TaskFormPage })),
  },
];
